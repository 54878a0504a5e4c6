import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Logo } from '@freightdeck/ui';

const Screen = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(4, 2)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Card = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 { margin: ${({ theme }) => theme.spacing(3, 0, 1)}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { line-height: 1.5; }
`;

/**
 * The frame of the public /registration page: the shell renders public routes without its
 * menu and header, so the page brings the logo and its own landmark; `data-remote` marks the
 * remote that rendered it, as on every remote page.
 */
export function PublicFrame({ title, children }: { title: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Screen data-remote="organizations">
      <Card aria-labelledby={headingId}>
        <Logo />
        <h1 id={headingId}>{title}</h1>
        {children}
      </Card>
    </Screen>
  );
}
