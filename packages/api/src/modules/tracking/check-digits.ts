/**
 * Check digits of the identifiers tracking events carry (docs/product/tracking.md#events-in).
 */

/** ISO 6346 container number: owner code (3 letters), category (U, J or Z), 6-digit serial, check digit. */
export function iso6346Problem(value: string): string | null {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(code)) return 'must be an ISO 6346 container number (4 letters, 7 digits)';
  // Letters count 10 upwards, skipping multiples of 11 (A=10, B=12 … K=21, … V=34 …).
  const letterValue = (ch: string) => {
    let v = 10;
    for (let c = 65; c < ch.charCodeAt(0); c += 1) {
      v += 1;
      if (v % 11 === 0) v += 1;
    }
    return v;
  };
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const ch = code[i]!;
    const v = i < 4 ? letterValue(ch) : Number(ch);
    sum += v * 2 ** i;
  }
  const check = (sum % 11) % 10;
  return check === Number(code[10]) ? null : `has a wrong check digit (ISO 6346: ${check}, not ${code[10]})`;
}

/** IMO ship identification number: 7 digits, the last the sum of the first six × 7…2, mod 10. */
export function imoProblem(value: string): string | null {
  if (!/^\d{7}$/.test(value)) return 'must be an IMO number of 7 digits';
  const sum = [...value.slice(0, 6)].reduce((acc, d, i) => acc + Number(d) * (7 - i), 0);
  return sum % 10 === Number(value[6]) ? null : `is not an IMO number (check digit ${sum % 10}, not ${value[6]})`;
}
