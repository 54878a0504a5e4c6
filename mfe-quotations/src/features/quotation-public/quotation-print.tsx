import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser, useSession } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { LoadingMask, PublicFrame } from '@freightdeck/ui';
import { useQuotation, useSharedQuotation } from '../shared';
import { PrintDocument } from './print-document';
import { PublicProblem } from './public-problem';

function SharedPrint({ token }: { token: string }) {
  const { data, error, isLoading, mutate } = useSharedQuotation(token);
  if (error) return <PublicProblem error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  return <PrintDocument quotation={data} linkExpiresAt={data.expiresAt} />;
}

function SignedInPrint({ id }: { id: string }) {
  const { data, error, isLoading, mutate } = useQuotation(id);
  if (error) return <PublicProblem error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  return <PrintDocument quotation={data} />;
}

/**
 * /quotations/print/:ref. With `?token=` the share link decides (no credentials sent); signed
 * in, `?id=` prints the quotation through the session (the details page links so); otherwise
 * a request to sign in or to use the link as sent.
 */
export function QuotationPrint() {
  const { ref = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const { user } = useCurrentUser();
  // A stored session (the portal) or the dev shell's fake user (no session; canned answers).
  const signedIn = session !== null || user !== undefined;
  const token = search.get('token');
  const id = search.get('id');
  if (token) return <SharedPrint token={token} />;
  if (signedIn && id) return <SignedInPrint id={id} />;
  return (
    <PublicFrame remote="quotations" title={`Quotation ${ref}`}>
      <p>This printable quotation opens from a share link, or from the quotation’s page for a signed-in user who may see it.</p>
      {!signedIn && <RouterLink to={paths.login()} state={{ from: { pathname: location.pathname, search: location.search } }}>Sign in</RouterLink>}
    </PublicFrame>
  );
}
