import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTION_PERMISSIONS, CountReportSchema, LocationReportSchema, MonthlyCo2eIntensityReportSchema, MonthlyCo2eReportSchema,
  MonthlyShipmentReportSchema, MonthlySummaryReportSchema, MonthlyVolumeReportSchema, ReportFileQuerySchema, ReportQuerySchema,
  StatusReportSchema, SummaryReportSchema, TransportationTypeReportSchema, WeekReportSchema,
} from '@freightdeck/contracts';
import { z } from 'zod';
import { BearerHeadersSchema } from '../../lib/route-schemas';
import { errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { toCsv, toXlsx } from './report-file';
import type { ReportContext, ReportService } from './service';
import { requestTimeZone } from './time-zone';

const VIEW = withPermission(ACTION_PERMISSIONS.bookingView);
const headers = BearerHeadersSchema.extend({
  'x-timezone': z.string().max(64).optional().describe('IANA time zone in which months, weeks and days are cut (default UTC); the portal sends the browser\'s'),
});
const SCOPE = 'Counts only bookings in the caller\'s booking view (own, organization or all), by booking date (when the booking was made), in the caller\'s X-TimeZone.';

type Request = Parameters<typeof authOf>[0] & { headers: Record<string, string | string[] | undefined>; query: unknown };
function contextOf(request: Request): ReportContext {
  const { userId, organizations, permissions, impersonatedById } = authOf(request);
  return { actor: { userId, organizations, permissions, impersonatedById }, query: request.query as ReportContext['query'], timeZone: requestTimeZone(request.headers['x-timezone']) };
}

/** The booking reports (docs/product/api.md#reports; docs/adr/016-reports-and-emissions.md). */
export const reportRoutes: FastifyPluginAsyncZod<{ reportService: ReportService }> = async (app, { reportService: reports }) => {
  const calls = [
    ['count', 'Bookings and shipments (bookings confirmed or further) in the range.', CountReportSchema, reports.count],
    ['location', 'Bookings and CO2e (kg, WTW) per origin and destination airport or seaport with coordinates for a map, per country (ISO 3166 alpha-2) and per lane, with tonne-km and intensity (g CO2e per t-km).', LocationReportSchema, reports.location],
    ['monthly-co2e', 'CO2e per month in kg: well-to-wheel (legs and hubs), tank-to-wheel (legs), air and sea apart; with the method statement (ISO 14083, GLEC v3, factor table and its sources, distance methods, data qualities).', MonthlyCo2eReportSchema, reports.monthlyCo2e],
    ['monthly-co2e-intensity', 'CO2e (kg, WTW), tonne-km and intensity (g CO2e per t-km) per month.', MonthlyCo2eIntensityReportSchema, reports.monthlyCo2eIntensity],
    ['monthly-shipment', 'Bookings and shipments per month, every month of the range present (zero when none).', MonthlyShipmentReportSchema, reports.monthlyShipment],
    ['monthly-summary', 'Every total (bookings, shipments, gross kg, air chargeable kg, m³, TEU, tonne-km, CO2e WTW and TTW in kg, intensity, default-factor share) per month.', MonthlySummaryReportSchema, reports.monthlySummary],
    ['monthly-volume', 'Gross weight (kg), air chargeable weight (kg), volume (m³) and TEU per month.', MonthlyVolumeReportSchema, reports.monthlyVolume],
    ['status', 'Bookings per status, every status present.', StatusReportSchema, reports.status],
    ['summary', 'Totals of the range: bookings, shipments, gross kg, air chargeable kg, m³, TEU, tonne-km, CO2e WTW and TTW (kg), intensity (g per t-km), the share counted with default factors.', SummaryReportSchema, reports.summary],
    ['transportation-type', 'Bookings, shipments, gross kg and CO2e (kg, WTW) per mode and cargo type.', TransportationTypeReportSchema, reports.transportationType],
  ] as const;
  for (const [name, what, schema, run] of calls) {
    app.get(`/bookings/reports/${name}`, {
      config: VIEW,
      schema: { tags: ['reports'], summary: `Report: ${name}`, description: `${what} ${SCOPE}`, headers, querystring: ReportQuerySchema, response: { 200: schema, ...errorResponses(400, 401, 403) } },
      handler: async (request) => (run as (ctx: ReportContext) => Promise<unknown>)(contextOf(request as unknown as Request)) as never,
    });
  }

  app.get('/bookings/reports/week', {
    config: VIEW,
    schema: {
      tags: ['reports'], summary: 'Report: week',
      description: `Bookings per weekday (Monday 1 … Sunday 7) over the last \`weeks\` weeks to today, and the average per week. ${SCOPE}`,
      headers, querystring: ReportQuerySchema.omit({ from: true, to: true }).extend({ weeks: z.coerce.number().int().min(1).max(52).default(8) }),
      response: { 200: WeekReportSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => reports.week({ ...contextOf(request as unknown as Request), weeks: request.query.weeks }),
  });

  app.get('/bookings/report', {
    config: VIEW,
    schema: {
      tags: ['reports'], summary: 'The filtered bookings as a file (CSV or an Excel workbook)',
      description: `One row per booking, oldest first, at most 100,000 (X-Truncated: true when more matched). Columns: REPORT_FILE_COLUMNS of @freightdeck/contracts. ${SCOPE}`,
      headers, querystring: ReportFileQuerySchema,
      response: { 200: z.unknown().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request as unknown as Request);
      const { range, rows, truncated } = await reports.fileRows(ctx);
      const name = `bookings-${range.from}-to-${range.to}`;
      reply.header('cache-control', 'private, no-store').header('x-truncated', String(truncated));
      if (request.query.format === 'xlsx') {
        const { format: _format, ...filter } = request.query;
        const filterText = Object.entries(filter).filter(([k, v]) => v !== undefined && k !== 'from' && k !== 'to').map(([k, v]) => `${k}=${v}`).join(', ');
        return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`).send(await toXlsx(rows, range, filterText));
      }
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(toCsv(rows));
    },
  });
};
