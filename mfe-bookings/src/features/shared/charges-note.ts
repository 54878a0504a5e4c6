import type { Booking } from '@freightdeck/contracts';

type ChargesFacts = Pick<Booking, 'status' | 'chargesSource' | 'confirmedAt'>;

const ESTIMATE: Record<Booking['chargesSource'], string> = {
  STANDARD_TARIFF: 'Estimate from the standard tariff; operations set the final charges at confirmation.',
  QUOTATION: 'From the quotation the booking was made from; operations confirm them at confirmation.',
  OPERATIONS: 'Set by operations; final once the booking is confirmed.',
};

const FINAL: Record<Booking['chargesSource'], string> = {
  STANDARD_TARIFF: 'Final charges: the standard tariff, confirmed by operations with the booking.',
  QUOTATION: 'Final charges: as quoted in the quotation the booking was made from.',
  OPERATIONS: 'Final charges, set by operations.',
};

/**
 * What the charges are, by where they come from and how far the booking got: an estimate until
 * operations confirm the booking (docs/product/freight.md#charges), the final charges after.
 * A booking cancelled before confirmation never had final charges.
 */
export function chargesNote({ status, chargesSource, confirmedAt }: ChargesFacts): string {
  const confirmed = status !== 'PENDING' && (status !== 'CANCELLED' || confirmedAt !== null);
  if (status === 'CANCELLED') return `The booking was cancelled; these were ${confirmed ? 'its final charges' : 'estimated charges'}.`;
  return confirmed ? FINAL[chargesSource] : ESTIMATE[chargesSource];
}
