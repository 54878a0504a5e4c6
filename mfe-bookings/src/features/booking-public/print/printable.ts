import type { Booking, SharedBooking } from '@freightdeck/contracts';

/** What both views have: a share link's booking, or the full booking a signed-in viewer loads. */
export type PrintableBooking = Omit<SharedBooking, 'milestones' | 'linkExpiresAt' | 'canConfirmReceipt'>;

/** Only the signed-in view has prices (the shared view leaves them out, ADR 008). */
export type PrintCharges = Pick<Booking, 'charges' | 'chargeTotals' | 'chargesSource' | 'status' | 'confirmedAt'>;

export const carrierReferenceLabel = (mode: string): string => (mode === 'AIR' ? 'Air waybill' : 'Carrier booking number');
