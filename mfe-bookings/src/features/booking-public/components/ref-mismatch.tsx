import { Link } from '@freightdeck/ui';
import { LinkProblem } from './link-problem';

/** Refs are upper case; a ref typed in lower case still names the same booking. */
export const sameRef = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The ref in the path is for people, the token alone decides (ADR 008): when they disagree the
 * page says so rather than show booking B under the name of booking A.
 */
export function RefMismatch({ pathRef, bookingRef, to }: { pathRef: string; bookingRef: string; to: string }) {
  return (
    <LinkProblem title={`This link belongs to booking ${bookingRef}`} actions={<Link to={to}>Open booking {bookingRef}</Link>}>
      The address names booking {pathRef || '(none)'}, but the link in it opens booking {bookingRef}. Check that this is the booking you meant.
    </LinkProblem>
  );
}
