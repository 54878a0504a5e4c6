import { z } from 'zod';

/**
 * A schedule option handed to the booking or quotation form (docs/product/schedules.md#book-and-quote):
 * `/bookings/create?schedule=<json>` or `/quotations/create?schedule=<json>`, so a link keeps it.
 */
export const SCHEDULE_PREFILL_PARAM = 'schedule';

export const SchedulePrefillSchema = z.object({
  mode: z.enum(['AIR', 'SEA']),
  origin: z.string().max(5),
  destination: z.string().max(5),
  /** The first departure's local date: cargo must be ready by then. */
  cargoReadyDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  scheduleOptionId: z.string().max(100),
  legs: z.array(z.object({
    carrier: z.string().max(4),
    transportId: z.string().max(20),
    vesselName: z.string().max(100),
    from: z.string().max(5),
    to: z.string().max(5),
    departureAt: z.string().max(40),
    arrivalAt: z.string().max(40),
  })).min(1).max(6),
});
export type SchedulePrefill = z.infer<typeof SchedulePrefillSchema>;

export const encodeSchedulePrefill = (prefill: SchedulePrefill): string => JSON.stringify(prefill);

/** The prefill in a `schedule` parameter, or null when absent or not one. */
export function decodeSchedulePrefill(text: string | null): SchedulePrefill | null {
  if (!text) return null;
  try {
    const parsed = SchedulePrefillSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
