import { z } from 'zod';
import { BOOKING_STATUSES } from '../freight/booking-status';
import { EMISSION_DATA_QUALITIES } from '../freight/emissions';

/**
 * The booking reports (`/v1/bookings/reports/…`, `/v1/bookings/report`;
 * docs/product/api.md#reports): scoped like the caller's booking view, dated by the booking date
 * (when the booking was made) unless `dateBasis=DEPARTURE`, months and weeks cut in the caller's
 * time zone (`X-TimeZone`).
 */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');
/** Which date a report counts a booking by (ReportQuerySchema.dateBasis). */
export const DATE_BASES = ['BOOKING_DATE', 'DEPARTURE'] as const;
export type DateBasis = (typeof DATE_BASES)[number];

const Place = z.string().trim().toUpperCase().min(3).max(5);

export const ReportQuerySchema = z.object({
  from: Day.optional().describe('First date counted (YYYY-MM-DD, in the caller\'s time zone; a booking date or a departure, see dateBasis); default: the first day of the month 11 months back'),
  to: Day.optional().describe('Last date counted (YYYY-MM-DD, in the caller\'s time zone); default: today'),
  dateBasis: z.enum(DATE_BASES).default('BOOKING_DATE').describe(
    'Which date of a booking the range, months and weeks are cut by. BOOKING_DATE (the default): when the booking was made. '
    + 'DEPARTURE: the actual departure when it happened, else the first leg\'s planned departure, else the cargo ready date.',
  ),
  mode: z.enum(['AIR', 'SEA']).optional(),
  organizationId: z.string().uuid().optional().describe('One customer organization (staff; anyone else counts only within their own scope)'),
  origin: Place.optional().describe('Airport IATA code or seaport UN/LOCODE'),
  destination: Place.optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const WeekReportQuerySchema = ReportQuerySchema.omit({ from: true, to: true }).extend({
  weeks: z.coerce.number().int().min(1).max(52).default(8).describe('How many weeks back from today (the last 7 × weeks days)'),
});

export const ReportFileQuerySchema = ReportQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const ReportRangeSchema = z.object({
  from: Day,
  to: Day,
  timeZone: z.string(),
  dateBasis: z.enum(DATE_BASES),
});
export type ReportRange = z.infer<typeof ReportRangeSchema>;

/** Sums over a set of bookings. Weights in kg, volume in m³, CO2e in kg, intensity in g CO2e per t-km. */
export const ReportTotalsSchema = z.object({
  bookings: z.number(),
  /** Bookings confirmed or further (CONFIRMED, IN_TRANSIT, ARRIVED, DELIVERED). */
  shipments: z.number(),
  grossWeightKg: z.number(),
  /** Air bookings' chargeable weight. */
  chargeableKg: z.number(),
  volumeM3: z.number(),
  teu: z.number(),
  tonneKm: z.number(),
  /** Well-to-wheel, legs and hubs. */
  co2eKg: z.number(),
  /** Tank-to-wheel, legs. */
  co2eTtwKg: z.number(),
  intensityGPerTonneKm: z.number().nullable(),
  /** Bookings whose CO2e could be counted. */
  co2eBookings: z.number(),
  /** Share of the CO2e (0–1) counted with default factors; the rest is modelled or primary data. */
  defaultFactorShare: z.number().nullable(),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

export const CountReportSchema = z.object({ range: ReportRangeSchema, bookings: z.number(), shipments: z.number() });
export const SummaryReportSchema = z.object({
  range: ReportRangeSchema,
  totals: ReportTotalsSchema,
  /** The bookings' charges per currency (ISO 4217), never converted; sorted by currency. */
  spend: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export const StatusReportSchema = z.object({
  range: ReportRangeSchema,
  statuses: z.array(z.object({ status: z.enum(BOOKING_STATUSES), bookings: z.number() })),
});
export const TransportationTypeReportSchema = z.object({
  range: ReportRangeSchema,
  rows: z.array(z.object({ mode: z.enum(['AIR', 'SEA']), cargoType: z.string(), bookings: z.number(), shipments: z.number(), grossWeightKg: z.number(), co2eKg: z.number() })),
});

const ReportPlaceSchema = z.object({
  code: z.string(), mode: z.enum(['AIR', 'SEA']), name: z.string().nullable(), country: z.string().nullable(),
  latitude: z.number().nullable(), longitude: z.number().nullable(), bookings: z.number(), co2eKg: z.number(),
});
export const LocationReportSchema = z.object({
  range: ReportRangeSchema,
  origins: z.array(ReportPlaceSchema),
  destinations: z.array(ReportPlaceSchema),
  countries: z.array(z.object({ country: z.string(), originBookings: z.number(), destinationBookings: z.number() })),
  lanes: z.array(z.object({
    mode: z.enum(['AIR', 'SEA']), origin: z.string(), destination: z.string(), originCountry: z.string().nullable(), destinationCountry: z.string().nullable(),
    bookings: z.number(), grossWeightKg: z.number(), tonneKm: z.number(), co2eKg: z.number(), co2eTtwKg: z.number(), intensityGPerTonneKm: z.number().nullable(),
  })),
});
export type LocationReport = z.infer<typeof LocationReportSchema>;

const Month = z.string().regex(/^\d{4}-\d{2}$/);
export const MonthlyShipmentReportSchema = z.object({ range: ReportRangeSchema, months: z.array(z.object({ month: Month, bookings: z.number(), shipments: z.number() })) });
export const MonthlyVolumeReportSchema = z.object({
  range: ReportRangeSchema,
  months: z.array(z.object({ month: Month, grossWeightKg: z.number(), chargeableKg: z.number(), volumeM3: z.number(), teu: z.number() })),
});
export const EmissionsDisclosureSchema = z.object({
  method: z.string(), standard: z.string(), framework: z.string(), factorsVersion: z.string(),
  factors: z.array(z.object({ id: z.string(), mode: z.enum(['AIR', 'SEA']), description: z.string(), wtwKgCo2ePerTonneKm: z.number(), ttwKgCo2ePerTonneKm: z.number(), source: z.string() })),
  hubFactors: z.array(z.object({ id: z.string(), mode: z.enum(['AIR', 'SEA']), description: z.string(), wtwKgCo2ePerTonne: z.number(), confirmed: z.boolean().describe('Value and unit checked against a copy of the GLEC table'), source: z.string() })),
  distanceMethods: z.array(z.string()),
  seaRoute: z.string(),
  dataQualities: z.array(z.enum(EMISSION_DATA_QUALITIES)),
});
export type EmissionsDisclosure = z.infer<typeof EmissionsDisclosureSchema>;
export const MonthlyCo2eReportSchema = z.object({
  range: ReportRangeSchema,
  months: z.array(z.object({ month: Month, co2eKg: z.number(), co2eTtwKg: z.number(), airCo2eKg: z.number(), seaCo2eKg: z.number(), bookings: z.number() })),
  disclosure: EmissionsDisclosureSchema,
});
export const MonthlyCo2eIntensityReportSchema = z.object({
  range: ReportRangeSchema,
  months: z.array(z.object({ month: Month, co2eKg: z.number(), tonneKm: z.number(), intensityGPerTonneKm: z.number().nullable() })),
});
export const MonthlySummaryReportSchema = z.object({ range: ReportRangeSchema, months: z.array(ReportTotalsSchema.extend({ month: Month })) });
export const WeekReportSchema = z.object({
  range: ReportRangeSchema,
  weeks: z.number(),
  /** Monday (1) to Sunday (7), in the caller's time zone. */
  days: z.array(z.object({ weekday: z.number(), name: z.string(), bookings: z.number(), averagePerWeek: z.number() })),
});

export type CountReport = z.infer<typeof CountReportSchema>;
export type SummaryReport = z.infer<typeof SummaryReportSchema>;
export type StatusReport = z.infer<typeof StatusReportSchema>;
export type TransportationTypeReport = z.infer<typeof TransportationTypeReportSchema>;
export type MonthlyShipmentReport = z.infer<typeof MonthlyShipmentReportSchema>;
export type MonthlyVolumeReport = z.infer<typeof MonthlyVolumeReportSchema>;
export type MonthlyCo2eReport = z.infer<typeof MonthlyCo2eReportSchema>;
export type MonthlyCo2eIntensityReport = z.infer<typeof MonthlyCo2eIntensityReportSchema>;
export type MonthlySummaryReport = z.infer<typeof MonthlySummaryReportSchema>;
export type WeekReport = z.infer<typeof WeekReportSchema>;

/** The columns of the report file (CSV and Excel), in order. */
export const REPORT_FILE_COLUMNS = [
  'Reference', 'Booking date', 'Status', 'Mode', 'Organization', 'Origin', 'Destination', 'Cargo type',
  'Gross weight (kg)', 'Chargeable weight (kg, air)', 'Volume (m3)', 'TEU', 'Tonne-km', 'CO2e WTW (kg)', 'CO2e TTW (kg)', 'Data quality',
] as const;

/**
 * `GET /v1/emissions/sea-route?from=&to=`: the distance a sea leg between two seaports is counted
 * with (the shortest route over the marine network the API holds; docs/product/freight.md#emissions),
 * so a browser estimate can use the figure the API stores without the network in its bundle.
 */
export const SeaRouteQuerySchema = z.object({
  from: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'A UN/LOCODE, e.g. CNSHA').describe('Seaport of loading (UN/LOCODE or alias)'),
  to: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'A UN/LOCODE, e.g. NLRTM').describe('Seaport of discharge (UN/LOCODE or alias)'),
});
export const SeaRouteAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Null when a port has no coordinates: the leg cannot be counted. */
  distanceKm: z.number().nullable(),
  distanceNm: z.number().nullable(),
  method: z.enum(['SEA_ROUTE', 'GREAT_CIRCLE_X_1_15']).nullable(),
  /** The route's points as [longitude, latitude], thinned for a map (about 0.25°); null without a route. */
  path: z.array(z.tuple([z.number(), z.number()])).nullable(),
});
export type SeaRouteAnswer = z.infer<typeof SeaRouteAnswerSchema>;
