import type { Booking } from '@freightdeck/contracts';

/** After an action: show the booking the server answered and revalidate it (SWR mutate). */
export type OnBookingChange = (next?: Booking) => Promise<void>;

export interface SectionProps {
  booking: Booking;
  onChange: OnBookingChange;
}

export interface ActionModalProps extends SectionProps {
  onClose: () => void;
  /** Reload the booking behind the open modal (a refused status change: the booking changed meanwhile). */
  onReload?: () => Promise<void>;
}
