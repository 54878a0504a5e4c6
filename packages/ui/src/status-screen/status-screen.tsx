import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Logo } from '../logo';
import { Actions, Description, LogoLink, Screen, Subtitle, Title } from './status-screen.styles';

export type StatusScreenProps = Omit<ComponentPropsWithRef<'main'>, 'title'> & {
  title: string;
  subtitle: string;
  description: string;
  actions: ReactNode;
  /** Inside the signed-in layout: no logo of its own (the menu has it), no full-window height. */
  embedded?: boolean;
};

/**
 * The layout of the 404 and error pages. The logo is a plain link to /
 * (docs/product/screens.md#error-screen): after an error a full navigation is the safe way home.
 */
export function StatusScreen({ title, subtitle, description, actions, embedded = false, ...props }: StatusScreenProps) {
  return (
    // Embedded in the layout's <main>, the screen is a section: one main landmark per page.
    <Screen as={embedded ? 'section' : 'main'} data-embedded={embedded} aria-label={embedded ? title : undefined} {...props}>
      {!embedded && (
        <LogoLink href="/" aria-label="Freightdeck home">
          <Logo />
        </LogoLink>
      )}
      <Title>{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
      <Description>{description}</Description>
      <Actions>{actions}</Actions>
    </Screen>
  );
}
