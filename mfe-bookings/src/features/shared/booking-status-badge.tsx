import { BOOKING_STATUS_LABELS, type BookingStatus } from '@freightdeck/contracts';
import { Badge, type BadgeProps, type BadgeTone } from '@freightdeck/ui';

/** Open statuses stand out (pending needs staff, in transit is moving); finished ones are quiet. */
export const BOOKING_STATUS_TONES: Readonly<Record<BookingStatus, BadgeTone>> = {
  PENDING: 'warning',
  CONFIRMED: 'info',
  IN_TRANSIT: 'accent',
  ARRIVED: 'success',
  DELIVERED: 'neutral',
  CANCELLED: 'danger',
};

export type BookingStatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { status: BookingStatus };

export function BookingStatusBadge({ status, ...props }: BookingStatusBadgeProps) {
  return <Badge tone={BOOKING_STATUS_TONES[status]} data-status={status} {...props}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
