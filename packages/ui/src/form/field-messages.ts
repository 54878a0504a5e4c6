/**
 * Messages that name their field ("Enter the cargo-ready date", "Choose the transport mode"),
 * as every hand-written form rule of the portal does (docs/product/forms.md#messages), for the
 * forms checked by a shared zod schema whose messages are written to follow a field's name
 * ("is required for pharmaceutical cargo", "must be an IATA airport code").
 */

/** A field as people read it: its label, the noun a message uses, and whether it is picked rather than typed. */
export interface FieldLabel {
  /** As a form or table heading shows it: "Cargo-ready date". */
  label: string;
  /** In a sentence, when not the label in lower case: "number of pieces". */
  noun?: string;
  /** Picked from a list (radio, select, picker): "Choose the …" rather than "Enter the …". */
  choose?: boolean;
}

/** Labels by field path; line positions left out (`cargo.pieces.count` for `cargo.pieces.3.count`). */
export type FieldLabels = Readonly<Record<string, FieldLabel>>;

/** `cargo.pieces.3.count` → `cargo.pieces.count`. */
export const labelKey = (path: string): string => path.split('.').filter((p) => !/^\d+$/.test(p)).join('.');

/** The label of a path, or of the nearest part holding it (`shipper.phone.number` → the shipper's phone). */
export function labelOf(labels: FieldLabels, path: string): FieldLabel | undefined {
  const parts = labelKey(path).split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const found = labels[parts.slice(0, n).join('.')];
    if (found) return found;
  }
  return undefined;
}

/** "number of pieces"; a label that starts with an abbreviation keeps its capitals ("HS code"). */
export function nounOf(field: FieldLabel): string {
  if (field.noun) return field.noun;
  const { label } = field;
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Enter the cargo-ready date", "Choose the transport mode". */
export function requiredMessage(field: FieldLabel): string {
  return `${field.choose ? 'Choose' : 'Enter'} the ${nounOf(field)}`;
}

export type MessageKind = 'blank' | 'not-a-number' | 'rule';

/**
 * A message that names its field: a blank is `requiredMessage`; text in a number field "Enter the
 * … as a number"; a schema's "is required for sea freight" becomes "Choose the sea load for sea
 * freight"; any other message follows the field's name ("Origin must be an IATA airport code").
 */
export function namedMessage(field: FieldLabel, message: string, kind: MessageKind = 'rule'): string {
  if (kind === 'blank') return requiredMessage(field);
  if (kind === 'not-a-number') return `${requiredMessage(field)} as a number`;
  const required = /^is required(.*)$/.exec(message);
  if (required) {
    const rest = required[1]!.startsWith(':') ? '' : required[1]!;
    return `${requiredMessage(field)}${rest}`;
  }
  const name = capital(nounOf(field));
  return /^[a-z]/.test(message) ? `${name} ${message}` : `${name}: ${message}`;
}

/** A zod-like issue (zod's `issues`, or an API VALIDATION_ERROR's details). */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);
}

/** What went wrong, as far as the message goes: nothing given, text where a number belongs, or a rule. */
export function issueKind(issue: SchemaIssue, input: unknown): MessageKind {
  if (issue.code === 'custom') return 'rule';
  const value = valueAt(input, issue.path);
  if (value === undefined || value === '' || value === null) return 'blank';
  if (typeof value === 'number' && Number.isNaN(value)) return 'not-a-number';
  return 'rule';
}

export interface SchemaErrorOptions {
  labels: FieldLabels;
  /** Where a path's message shows (the first field of a part); the path itself by default. */
  fieldOf?: (path: string) => string;
  /** Which paths this check reports (a wizard step's); all by default. */
  keep?: (path: string) => boolean;
}

/**
 * A schema's issues as the form shows them, by field, each naming its field; the first issue of
 * a field wins.
 */
export function schemaErrors(issues: readonly SchemaIssue[], input: unknown, { labels, fieldOf = (p) => p, keep = () => true }: SchemaErrorOptions): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!keep(path)) continue;
    const field = fieldOf(path);
    // A path the labels miss is still named, by the path itself: a message never stands alone.
    const label = labelOf(labels, field) ?? labelOf(labels, path) ?? { label: path, noun: path };
    errors[field] ??= namedMessage(label, issue.message, issueKind(issue, input));
  }
  return errors;
}
