import { paths } from '@freightdeck/contracts';
import { AttentionList, formatDate, relativeTime } from '@freightdeck/ui';
import { usePendingBookings } from './api';

/** Home, for staff who confirm: pending bookings, the oldest first, each opening the booking. */
export default function ToConfirmWidget() {
  return (
    <AttentionList
      label="Bookings awaiting confirmation"
      source={usePendingBookings()}
      select={(data) => ({ total: data.total, items: data.items.map((b) => ({
        id: b.id,
        to: paths.booking(b.id),
        title: `${b.ref} · ${b.origin} → ${b.destination}`,
        detail: `${b.organization.name} · ready ${formatDate(b.cargoReadyDate, 'date')}`,
        aside: `booked ${relativeTime(b.createdAt)}`,
      })) })}
      empty="Every booking is confirmed. New ones appear here as customers book."
      more={{ to: `${paths.bookings()}?status=PENDING`, label: 'All pending bookings' }}
    />
  );
}
