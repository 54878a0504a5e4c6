import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { LoadingMask } from '@freightdeck/ui';
import { useBookingForPrint } from '../api/booking-for-print';
import { useSharedBooking } from '../api/shared-booking';
import { useSignedIn } from '../api/use-signed-in';
import { LinkProblem, LoadFailed, SharedLoadProblem } from '../components/link-problem';
import { RefMismatch, sameRef } from '../components/ref-mismatch';
import { PrintDocument } from './print-document';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** By a share link: the shared booking, without prices. */
function SharedPrint({ pathRef, token }: { pathRef: string; token: string }) {
  const { data, error, isLoading, mutate } = useSharedBooking(token);
  if (error) return <SharedLoadProblem error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  if (!sameRef(pathRef, data.ref)) return <RefMismatch pathRef={pathRef} bookingRef={data.ref} to={withToken(paths.bookingPrint(data.ref), token)} />;
  return <PrintDocument booking={data} linkExpiresAt={data.linkExpiresAt} />;
}

/** Signed in, without a token: the full booking through the session, charges included. */
function SignedInPrint({ pathRef }: { pathRef: string }) {
  const { data, error, isLoading, mutate } = useBookingForPrint(pathRef);
  if (isApiError(error) && error.status === 404) {
    return <LinkProblem title={`Booking ${pathRef} was not found`}>It does not exist, or your account may not see it.</LinkProblem>;
  }
  if (error) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  if (!sameRef(pathRef, data.ref)) return <RefMismatch pathRef={pathRef} bookingRef={data.ref} to={paths.bookingPrint(data.ref)} />;
  return <PrintDocument booking={data} charges={data} />;
}

function SignInFirst({ pathRef }: { pathRef: string }) {
  const location = useLocation();
  // The shell's sign-in page returns to `state.from` once signed in.
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return (
    <LinkProblem title="Sign in to print this booking" actions={<RouterLink to={paths.login()} state={{ from }}>Sign in</RouterLink>}>
      Booking {pathRef} opens from a share link, or for a signed-in user who may see it. If you received a link, open it as it was sent, including
      the part after “?token=”.
    </LinkProblem>
  );
}

/**
 * /bookings/print/:ref. The token alone decides (ADR 008): with one, the shared view even for
 * a signed-in visitor; without one, the signed-in view, or a request to sign in.
 */
export function BookingPrintView() {
  const { ref = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const signedIn = useSignedIn();
  if (token) return <SharedPrint pathRef={ref} token={token} />;
  if (signedIn) return <SignedInPrint pathRef={ref} />;
  return <SignInFirst pathRef={ref} />;
}
