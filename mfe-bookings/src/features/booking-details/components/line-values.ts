import type { FormApi } from '@freightdeck/ui';

/**
 * Repeated lines (charges, legs, pieces, containers) live in the flat form values under the
 * API's own paths (`charges.0.rate`), so a server VALIDATION_ERROR detail lands on its field.
 */
export type FlatValues = Record<string, string>;
export type FlatRule = (value: string, values: FlatValues) => string | undefined;
export type FlatRules = Record<string, FlatRule[]>;

/** How many lines `prefix` holds: the first index without its `probe` field ends them. */
export function lineCount(values: FlatValues, prefix: string, probe: string): number {
  let n = 0;
  while (`${prefix}.${n}.${probe}` in values) n += 1;
  return n;
}

/** The fields of line `index` as a record of field → value. */
export function lineAt(values: FlatValues, prefix: string, index: number, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, values[`${prefix}.${index}.${f}`] ?? '']));
}

/** The values of one line under its paths. */
export const lineValues = (prefix: string, index: number, line: Record<string, string>): FlatValues =>
  Object.fromEntries(Object.entries(line).map(([f, v]) => [`${prefix}.${index}.${f}`, v]));

/** Appends a line after the last one. */
export function addLine(form: FormApi<FlatValues>, prefix: string, probe: string, line: Record<string, string>): void {
  const at = lineCount(form.values, prefix, probe);
  for (const [key, value] of Object.entries(lineValues(prefix, at, line))) form.setValue(key, value);
}

/** Removes line `index`; the lines after it move up one place (their errors go, as their paths change). */
export function removeLine(form: FormApi<FlatValues>, prefix: string, probe: string, index: number, fields: readonly string[]): void {
  const count = lineCount(form.values, prefix, probe);
  const kept = Object.fromEntries(Object.entries(form.values).filter(([k]) => !k.startsWith(`${prefix}.`)));
  let to = 0;
  for (let i = 0; i < count; i += 1) {
    if (i !== index) Object.assign(kept, lineValues(prefix, to++, lineAt(form.values, prefix, i, fields)));
  }
  const errors = Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith(`${prefix}.`)));
  form.reset(kept);
  form.setErrors(errors);
}

/**
 * Rules for every possible line (up to `max`): the form checks rules by name, and a rule of a
 * line that does not exist (value undefined) passes.
 */
export function lineRules(prefix: string, max: number, rules: Record<string, (index: number) => FlatRule[]>): FlatRules {
  const found: FlatRules = {};
  for (let i = 0; i < max; i += 1) {
    for (const [field, make] of Object.entries(rules)) {
      found[`${prefix}.${i}.${field}`] = make(i).map((rule) => (value, all) => (value === undefined ? undefined : rule(value, all)));
    }
  }
  return found;
}

/** Number checks shared by the line editors. */
export const parseNumber = (s: string | undefined): number => (s === undefined || s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
export const numberRule = (min: number, max: number, message: string, integer = false): FlatRule => (v) => {
  const n = parseNumber(v);
  return Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? undefined : message;
};
export const requiredRule = (message: string): FlatRule => (v) => (v.trim() === '' ? message : undefined);

/** Props of a reference picker bound to a form field holding a code. */
export const pickerField = (form: FormApi<FlatValues>, name: string) => ({
  name,
  value: form.values[name] || null,
  error: form.errors[name],
  onChange: (code: string | null) => form.setValue(name, code ?? ''),
});
