import type { ComponentPropsWithRef } from 'react';
import { StyledButton } from './button.styles';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} data-variant={variant} {...props} />;
}
