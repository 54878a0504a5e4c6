import { checkBookingConsistency, CreateBookingBaseSchema, CreateBookingSchema } from '@freightdeck/contracts';
import { schemaErrors } from '@freightdeck/ui';
import { BOOKING_FIELD_LABELS, BOOKING_STEPS, type BookingStepTitle } from '../shared';
import { emptyFormValues, type BookingFormFields } from './form-values';
import { toBookingInput } from './to-booking-input';

type BaseKey = keyof typeof CreateBookingBaseSchema.shape;

/** The fields each step of the wizard asks for (and checks before the next). */
const STEP_FIELDS: Readonly<Record<BookingStepTitle, readonly BaseKey[]>> = {
  Mode: ['mode', 'seaLoad'],
  Route: ['organizationId', 'origin', 'destination', 'cargoReadyDate', 'customerReference'],
  Cargo: ['cargo'],
  Parties: ['shipper', 'consignee', 'notifyParty'],
  Review: [],
};

export const STEPS = BOOKING_STEPS.map((title) => ({ title, fields: STEP_FIELDS[title] }));
export const REVIEW_STEP = STEPS.length - 1;

export type FieldErrors = Record<string, string>;
interface Issue { path: PropertyKey[]; message: string; code?: string }

const FIELD_KEYS = Object.keys(emptyFormValues());

/** The step whose fields hold an error path (`cargo.pieces.0.count` → cargo). */
export function stepOfPath(path: string): number {
  const top = path.split('.')[0];
  const index = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(top ?? ''));
  return index < 0 ? REVIEW_STEP : index;
}

/** An error the form shows next to a field (or its line list); others are listed above the buttons. */
export const isPlaced = (path: string): boolean => FIELD_KEYS.includes(path) || /^cargo\.(pieces|containers)(\.\d+\.\w+)?$/.test(path);

/** Where an error shows: the field itself, or the first field inside a part (`cargo.temperature` → its minimum). */
export function fieldOfPath(path: string): string {
  if (FIELD_KEYS.includes(path)) return path;
  return FIELD_KEYS.find((k) => k.startsWith(`${path}.`)) ?? path;
}

/** The schema's issues by field, each message naming its field (BOOKING_FIELD_LABELS: "Enter the cargo-ready date"). */
function collect(issues: Issue[], input: unknown, keep: (path: string) => boolean): FieldErrors {
  return schemaErrors(issues, input, { labels: BOOKING_FIELD_LABELS, fieldOf: fieldOfPath, keep });
}

function consistencyIssues(input: ReturnType<typeof toBookingInput>): Issue[] {
  if (!input.mode) return [];
  const issues: Issue[] = [];
  const ctx = { addIssue: (i: Issue) => issues.push(i), value: input } as unknown as Parameters<typeof checkBookingConsistency>[1];
  checkBookingConsistency({ ...input, mode: input.mode, legs: [] }, ctx);
  return issues;
}

/**
 * The errors of one step, by field path, from the contracts' schemas (the API checks the same):
 * the step's fields of CreateBookingBaseSchema plus the rules that tie fields together
 * (codes of the mode, pieces or containers). The review step checks the whole booking.
 */
export function stepErrors(step: number, values: BookingFormFields): FieldErrors {
  const input = toBookingInput(values);
  if (step >= REVIEW_STEP) return bookingErrors(values);
  const fields = STEPS[step]?.fields ?? [];
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<BaseKey, true>>;
  const parsed = CreateBookingBaseSchema.pick(mask).safeParse(input);
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...consistencyIssues(input)];
  return collect(issues as Issue[], input, (path) => (fields as readonly string[]).includes(path.split('.')[0] ?? ''));
}

/** The whole booking, as `POST /v1/bookings` will check it (CreateBookingSchema). */
export function bookingErrors(values: BookingFormFields): FieldErrors {
  const input = toBookingInput(values);
  const parsed = CreateBookingSchema.safeParse(input);
  if (parsed.success) return {};
  // A failed base parse skips the refinement: add the consistency rules so every error shows at once.
  return collect([...parsed.error.issues, ...consistencyIssues(input)] as Issue[], input, () => true);
}
