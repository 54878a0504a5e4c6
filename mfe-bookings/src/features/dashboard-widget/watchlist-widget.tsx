import { paths } from '@freightdeck/contracts';
import { Button, Link, relativeTime, Spinner } from '@freightdeck/ui';
import { BookingStatusBadge, formatCount, formatMode, formatRoute } from '../shared';
import { useWatchedBookings, WATCHED_SHOWN } from './api/get-watched-bookings';
import { Detail, Muted, WatchedList } from './widget.styles';

const WATCHED_LIST = `${paths.bookings()}?watched=true`;

/** Dashboard: the bookings the user watches, with their status, and the way to all of them. */
export default function WatchlistWidget() {
  const { count, bookings, error, isLoading, retry } = useWatchedBookings();

  if (error) {
    return (
      <>
        <Muted role="alert">Your watchlist could not be loaded.</Muted>
        <Button variant="secondary" onClick={retry}>Try again</Button>
      </>
    );
  }
  if (isLoading || !bookings || count === undefined) return <Spinner label="Loading your watchlist" />;
  if (count === 0) {
    return <Muted>You are not watching any booking. Star a booking in the <Link to={paths.bookings()}>bookings list</Link> to follow it here.</Muted>;
  }
  return (
    <>
      <WatchedList aria-label="Watched bookings">
        {bookings.map((b) => (
          <li key={b.id}>
            <Link to={paths.booking(b.id)}>{b.ref}</Link>
            <BookingStatusBadge status={b.status} />
            <Detail>
              {formatRoute(b.origin, b.destination)} · {formatMode(b.mode, b.seaLoad)} · updated <time dateTime={b.updatedAt}>{relativeTime(b.updatedAt)}</time>
            </Detail>
          </li>
        ))}
      </WatchedList>
      <Link to={WATCHED_LIST}>
        {count > WATCHED_SHOWN ? `All ${formatCount(count)} watched bookings` : 'Open in the bookings list'}
      </Link>
    </>
  );
}
