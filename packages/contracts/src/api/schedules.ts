import { z } from 'zod';
import { DateOnlySchema } from './booking-parts';

/** An airport (IATA), a seaport (UN/LOCODE) or a city code (all its airports or ports). */
const PlaceCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{3,5}$/, 'An airport, port or city code');

/** GET /v1/schedules/search (docs/product/schedules.md#search). */
export const ScheduleSearchQuerySchema = z.object({
  mode: z.enum(['AIR', 'SEA']),
  origin: PlaceCode,
  destination: PlaceCode,
  /** First departure day, local at the origin; default today. */
  from: DateOnlySchema.optional(),
  /** Last departure day, inclusive; default from + 6 days, at most from + 30. */
  to: DateOnlySchema.optional(),
  directOnly: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type ScheduleSearchQuery = z.input<typeof ScheduleSearchQuerySchema>;

/** A moment at a place: the instant, the local wall-clock time there and its UTC offset. */
export const ScheduleTimeSchema = z.object({
  utc: z.string(),
  local: z.string(),
  utcOffset: z.string(),
  timeZone: z.string(),
});
export type ScheduleTime = z.infer<typeof ScheduleTimeSchema>;

export const ScheduleLegSchema = z.object({
  tripId: z.string(),
  carrier: z.string(),
  /** Flight number, or the carrier's voyage number. */
  transportRef: z.string(),
  serviceCode: z.string().nullable(),
  serviceName: z.string().nullable(),
  vesselName: z.string().nullable(),
  vesselImo: z.string().nullable(),
  aircraft: z.string().nullable(),
  freighter: z.boolean().nullable(),
  daysOfWeek: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  departure: ScheduleTimeSchema,
  arrival: ScheduleTimeSchema,
});
export type ScheduleLeg = z.infer<typeof ScheduleLegSchema>;

export const ScheduleOptionSchema = z.object({
  /** Stable for the same legs: the booking's scheduleOptionId. */
  id: z.string(),
  mode: z.enum(['AIR', 'SEA']),
  legs: z.array(ScheduleLegSchema).min(1).max(2),
  stops: z.number().int(),
  /** Minutes between arriving at the hub and leaving it, one per stop. */
  connections: z.array(z.object({ at: z.string(), minutes: z.number().int() })),
  transitMinutes: z.number().int(),
  /** Latest hand-over at origin: air acceptance, sea FCL delivery (FCO) when the line gives it. */
  cutoff: ScheduleTimeSchema.nullable(),
  /** Sea: the DCSA cut-offs at the port of loading (DCO, VCO, FCO, LCO) as instants. */
  cutoffs: z.record(z.string(), z.string()).nullable(),
});
export type ScheduleOption = z.infer<typeof ScheduleOptionSchema>;

export const ScheduleSearchResultSchema = z.object({
  mode: z.enum(['AIR', 'SEA']),
  origin: z.string(),
  destination: z.string(),
  from: z.string(),
  to: z.string(),
  options: z.array(ScheduleOptionSchema),
});
export type ScheduleSearchResult = z.infer<typeof ScheduleSearchResultSchema>;

/**
 * POST /v1/schedules/imports (docs/product/schedules.md#import): a carrier's schedule file as
 * text. CSV is the air flight-pattern CSV for an airline, the ocean port-call CSV for a line;
 * DCSA_VESSEL_SCHEDULES and DCSA_POINT_TO_POINT are DCSA Commercial Schedules 1.0 answers
 * (an array of ServiceSchedule, an array of PointToPoint) as JSON text.
 */
export const SCHEDULE_IMPORT_FORMATS = ['CSV', 'DCSA_VESSEL_SCHEDULES', 'DCSA_POINT_TO_POINT'] as const;
export type ScheduleImportFormat = (typeof SCHEDULE_IMPORT_FORMATS)[number];

export const ScheduleImportSchema = z.object({
  carrier: z.string().min(2).max(4),
  format: z.enum(SCHEDULE_IMPORT_FORMATS),
  content: z.string().min(1).max(20_000_000),
  dryRun: z.boolean().default(false),
});
export type ScheduleImport = z.input<typeof ScheduleImportSchema>;

/** A flight or voyage an import adds, changes or removes: its key, number, first and last place, first departure (UTC). */
export const ScheduleImportTripSchema = z.object({
  tripKey: z.string(),
  transportRef: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  departure: z.string().nullable(),
});
export type ScheduleImportTrip = z.infer<typeof ScheduleImportTripSchema>;

/** The first trips of each kind an import lists (the counts are complete). */
export const SCHEDULE_IMPORT_LISTED = 100;

export const ScheduleImportResultSchema = z.object({
  carrier: z.string(),
  mode: z.enum(['AIR', 'SEA']),
  dryRun: z.boolean(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  /** What the import removes from: the carrier's trips of the file's window (and, for point-to-point routes, of its services). */
  scope: z.string(),
  trips: z.object({
    added: z.array(ScheduleImportTripSchema),
    changed: z.array(ScheduleImportTripSchema),
    removed: z.array(ScheduleImportTripSchema),
  }),
});
export type ScheduleImportResult = z.infer<typeof ScheduleImportResultSchema>;
