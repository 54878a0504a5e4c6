/**
 * Air waybill numbers (docs/product/freight.md#air-waybill-numbers): a 3-digit airline prefix and
 * an 8-digit serial whose last digit is the first seven digits mod 7, e.g. 020-12345675 (1234567
 * mod 7 = 5).
 */
export interface AirWaybill {
  prefix: string;
  serial: string;
  /** Canonical form `PPP-SSSSSSSS`. */
  formatted: string;
}

/** Reads `020-12345675`, `02012345675` or `020 1234 5675`; null when it is not 11 digits. */
export function parseAirWaybill(input: string): AirWaybill | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const prefix = digits.slice(0, 3);
  const serial = digits.slice(3);
  return { prefix, serial, formatted: `${prefix}-${serial}` };
}

export const airWaybillCheckDigit = (firstSeven: string): number => Number(firstSeven) % 7;

export type AirWaybillProblem = 'FORMAT' | 'CHECK_DIGIT';

/** Why a string is not a valid air waybill number, or null when it is one. */
export function airWaybillProblem(input: string): AirWaybillProblem | null {
  const awb = parseAirWaybill(input);
  if (!awb) return 'FORMAT';
  return airWaybillCheckDigit(awb.serial.slice(0, 7)) === Number(awb.serial[7]) ? null : 'CHECK_DIGIT';
}

export const isValidAirWaybill = (input: string): boolean => airWaybillProblem(input) === null;

/** The valid air waybill number of a prefix and the first seven serial digits (tests, seed). */
export function makeAirWaybill(prefix: string, firstSeven: number): string {
  const seven = String(firstSeven).padStart(7, '0');
  return `${prefix}-${seven}${airWaybillCheckDigit(seven)}`;
}
