import type { ButtonVariant } from '../button';
import { Link, type LinkProps } from './link';
import { StyledLinkButton } from './link.styles';

export type LinkButtonProps = LinkProps & {
  /** The Button's variants, so a link sits beside buttons as one of them ("link" is the plain Link). */
  variant?: Exclude<ButtonVariant, 'link'>;
};

/**
 * A link that looks like a button: Print, Export, Open… actions that go to a page (or a file)
 * rather than change something. It stays a link for assistive technology and the browser
 * (open in a new tab, copy the address); like Link, it renders nothing without a target.
 */
export function LinkButton({ variant = 'secondary', ...props }: LinkButtonProps) {
  return <StyledLinkButton as={Link} data-variant={variant} {...props} />;
}
