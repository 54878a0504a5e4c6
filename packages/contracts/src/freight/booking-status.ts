/**
 * The booking status machine (docs/product/freight.md#booking-statuses), in one pure module used by
 * the API (which enforces it) and the browser (which offers only the actions it allows):
 *
 *   PENDING → CONFIRMED → IN_TRANSIT → ARRIVED → DELIVERED
 *   PENDING | CONFIRMED → CANCELLED (with a reason)
 *
 * Any other transition is 409 INVALID_STATUS_TRANSITION and changes nothing.
 */
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * confirm: staff accept the booking and assign the carrier reference; depart / arrive: the
 * shipment leaves and reaches its destination (tracking events, or staff recording them);
 * deliver: proof of delivery; cancel: with a reason.
 */
export const BOOKING_ACTIONS = ['confirm', 'depart', 'arrive', 'deliver', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }>> = {
  confirm: { from: ['PENDING'], to: 'CONFIRMED' },
  depart: { from: ['CONFIRMED'], to: 'IN_TRANSIT' },
  arrive: { from: ['IN_TRANSIT'], to: 'ARRIVED' },
  deliver: { from: ['ARRIVED'], to: 'DELIVERED' },
  cancel: { from: ['PENDING', 'CONFIRMED'], to: 'CANCELLED' },
};

/** The status an action leads to from a status, or null when the machine does not allow it. */
export function nextStatus(status: BookingStatus, action: BookingAction): BookingStatus | null {
  const transition = BOOKING_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions possible from a status (before permissions). */
export const actionsFrom = (status: BookingStatus): BookingAction[] => BOOKING_ACTIONS.filter((a) => nextStatus(status, a) !== null);

/** Whether a booking's contents can change, and how: directly while PENDING, through an approved revision while CONFIRMED. */
export type EditMode = 'direct' | 'revision' | null;
export function editModeFor(status: BookingStatus): EditMode {
  if (status === 'PENDING') return 'direct';
  if (status === 'CONFIRMED') return 'revision';
  return null;
}

/** Still moving: not yet delivered nor cancelled. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['PENDING', 'CONFIRMED', 'IN_TRANSIT', 'ARRIVED'];
export const isFinalStatus = (status: BookingStatus): boolean => status === 'DELIVERED' || status === 'CANCELLED';

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  IN_TRANSIT: 'In transit',
  ARRIVED: 'Arrived',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const REVISION_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/**
 * Our statuses on the DCSA Booking 2.0 status list (docs/product/freight.md#booking-statuses), kept
 * in this one place. DCSA's booking ends at confirmation; transport progress is track-and-trace, so
 * IN_TRANSIT and ARRIVED remain CONFIRMED there and DELIVERED is COMPLETED.
 */
export const DCSA_BOOKING_STATUS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'RECEIVED',
  CONFIRMED: 'CONFIRMED',
  IN_TRANSIT: 'CONFIRMED',
  ARRIVED: 'CONFIRMED',
  DELIVERED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
};

/** A revision on DCSA's amendment statuses. */
export const DCSA_AMENDMENT_STATUS: Readonly<Record<RevisionStatus, string>> = {
  REQUESTED: 'AMENDMENT_RECEIVED',
  APPROVED: 'AMENDMENT_CONFIRMED',
  REJECTED: 'AMENDMENT_DECLINED',
};
