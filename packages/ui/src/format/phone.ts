import { callingCode } from '@freightdeck/references';
import { MISSING } from './numbers';

/** A party's phone as bookings store it: the country of its calling code and the rest of the number. */
export interface PhoneParts {
  country: string;
  number: string;
}

/** Calling codes whose numbers keep their leading 0 inside E.164 (Italy, San Marino, Vatican). */
const KEEPS_TRUNK_ZERO = new Set(['+39', '+378']);
/** The North American numbering plan: area code, exchange, line (3-3-4). */
const NANP = '+1';

/**
 * The national digits in groups of four from the right, the first of two to four digits
 * ("6123 4567", "20 7946 0000"); NANP as 3-3-4 ("212 555 0100"). Without per-country
 * metadata (libphonenumber's is larger than all of this module's callers) this is the readable,
 * stable middle ground: the same number always reads the same.
 */
function group(code: string, digits: string): string {
  if (code === NANP && digits.length === 10) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 5) {
    groups.unshift(rest.slice(-4));
    rest = rest.slice(0, -4);
  }
  return [rest, ...groups].filter(Boolean).join(' ');
}

/**
 * "+65 6123 4567" from a calling code and a national number as typed: the writer's own grouping
 * is kept (brackets, dashes and dots become spaces: "(020) 7946-0000" → "20 7946 0000"), a
 * bare run of digits is grouped, and the trunk 0 is dropped where E.164 drops it.
 */
function international(code: string, national: string): string {
  const parts = national.replace(/[^\d\s]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (parts.length > 0 && !KEEPS_TRUNK_ZERO.has(code)) parts[0] = parts[0]!.replace(/^0+/, '');
  const kept = parts.filter(Boolean);
  if (kept.length === 0) return code;
  return `${code} ${kept.length === 1 ? group(code, kept[0]!) : kept.join(' ')}`;
}

/**
 * A phone in E.164 style, "+65 6123 4567", whether stored as a country and national number (a
 * booking party) or as an E.164 string (an organization contact, "+65 61234567"). The calling
 * code comes from the reference data; before it is loaded, or for a country it does not know,
 * the number reads as typed with its country ("61234567 (SG)").
 */
export function formatPhone(phone: PhoneParts | string | null | undefined): string {
  if (!phone) return MISSING;
  if (typeof phone === 'string') {
    const m = /^(\+\d{1,4})[\s-]+(.+)$/.exec(phone.trim());
    return m ? international(m[1]!, m[2]!) : phone.trim() || MISSING;
  }
  if (!phone.number.trim()) return MISSING;
  if (phone.number.trim().startsWith('+')) return formatPhone(phone.number);
  const code = callingCode(phone.country)?.callingCode;
  return code ? international(code, phone.number) : `${phone.number.trim()} (${phone.country})`;
}

