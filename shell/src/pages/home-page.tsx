import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { PageHeader } from '@freightdeck/ui';

const Card = styled.section`
  max-width: 720px;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & p { margin: 0 0 ${({ theme }) => theme.spacing(2)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Route / (docs/product/screens.md#shell-pages): a signed-in welcome. */
export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader title={user ? `Welcome, ${user.firstName}` : 'Welcome'} />
      <Card>
        <p>Quote, book, track and report your air and sea freight in one place.</p>
        <Link to={paths.dashboard()}>Go to your dashboard</Link>
      </Card>
    </>
  );
}
