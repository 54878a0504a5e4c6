/**
 * The steps of the create-booking wizard, in order. A draft remembers the index of the step it
 * was saved on, so the drafts list names the step by this same list.
 */
export const BOOKING_STEPS = ['Mode', 'Route', 'Cargo', 'Parties', 'Review'] as const;

export type BookingStepTitle = (typeof BOOKING_STEPS)[number];
