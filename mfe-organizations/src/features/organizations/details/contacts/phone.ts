import { E164PhoneSchema, type CallingCode } from '@freightdeck/contracts';

/** A phone as the form holds it: the country of its calling code and the rest of the number. */
export interface PhoneParts {
  country: string;
  number: string;
}

/** E.164 from the picker's country and the typed number; a number typed with its own "+" is kept as it is. */
export function composePhone({ country, number }: PhoneParts, codes: (country: string) => CallingCode | undefined): string | null {
  const digits = number.trim();
  if (!digits) return null;
  if (digits.startsWith('+')) return digits;
  const prefix = codes(country)?.callingCode;
  return prefix ? `${prefix} ${digits.replace(/^0+/, '')}` : digits;
}

/**
 * Splits a stored E.164 number back into calling code and number for editing. Several
 * countries share a code (+1, +44, +7): the organization's own country wins, else the first.
 */
export function splitPhone(phone: string | null, all: readonly CallingCode[] | undefined, preferred: string | null): PhoneParts {
  if (!phone) return { country: preferred ?? '', number: '' };
  const matches = (all ?? []).filter((c) => phone.startsWith(c.callingCode))
    .sort((a, b) => b.callingCode.length - a.callingCode.length);
  const longest = matches[0]?.callingCode;
  const candidates = matches.filter((c) => c.callingCode === longest);
  const chosen = candidates.find((c) => c.country === preferred) ?? candidates[0];
  return chosen ? { country: chosen.country, number: phone.slice(chosen.callingCode.length).trim() } : { country: '', number: phone };
}

/** Whether the composed number is E.164 (the server's rule); null (no phone) is fine. */
export const isValidPhone = (phone: string | null) => phone === null || E164PhoneSchema.safeParse(phone).success;
