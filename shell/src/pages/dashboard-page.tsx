import styled from 'styled-components';
import { PageHeader } from '@freightdeck/ui';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /dashboard: the landing page of the portal; widgets from the remotes come later. */
export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <Note>Your shipments at a glance will appear here.</Note>
    </>
  );
}
