import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@freightdeck/contracts';
import { Logo } from '@freightdeck/ui';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy} 0%, ${({ theme }) => theme.colors.navyLight} 100%);
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.spacing(5, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  & form > button[type='submit'] { margin-top: ${({ theme }) => theme.spacing(1)}; min-height: 44px; }
`;

const Heading = styled.h1`
  margin: ${({ theme }) => theme.spacing(3, 0, 0.5)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.navy};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Footer = styled.p`
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The CC BY data the portal uses must be credited where every visitor can reach it (NOTICE). */
const Credits = styled(RouterLink)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.navyText};
  &:hover, &:focus-visible { color: ${({ theme }) => theme.colors.surface}; }
`;

/** A notice above a form: a confirmation (status) or a problem with the link (alert). */
export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
  &[data-tone='danger'] { background: ${({ theme }) => theme.colors.dangerSoft}; color: ${({ theme }) => theme.colors.danger}; }
`;

/** The frame of the sign-in pages: logo, heading and lead over the navy background. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Page>
      <Card>
        <Logo />
        <Heading>{title}</Heading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Card>
      <Credits to={paths.attributions()}>Data sources and attributions</Credits>
    </Page>
  );
}
