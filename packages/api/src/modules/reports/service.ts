import {
  BOOKING_STATUSES, emissionsDisclosure, intensityGPerTonneKm, REPORT_FILE_COLUMNS,
  type CountReport, type LocationReport, type MonthlyCo2eIntensityReport, type MonthlyCo2eReport, type MonthlyShipmentReport,
  type MonthlySummaryReport, type MonthlyVolumeReport, type ReportQuery, type ReportRange, type ReportTotals, type StatusReport,
  type SummaryReport, type TransportationTypeReport, type WeekReport,
} from '@freightdeck/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { selectRows } from '../../db/rows';
import { bookingAccess, type BookingActor } from '../bookings';
import { createPlaceDirectory } from '../references';
import { addSums, aggregate, datedAt, scopeConditions, type AggregateRow, type ReportFilter, type Sums, zeroSums } from './aggregate';
import { dayRanges, monthRanges, resolveRange, wholeRange } from './range';
import { addDays, dayOf, weekdayOf } from './time-zone';

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function totalsOf(s: Sums): ReportTotals {
  return {
    bookings: s.bookings, shipments: s.shipments, grossWeightKg: round(s.grossWeightKg), chargeableKg: round(s.chargeableKg), volumeM3: round(s.volumeM3),
    teu: s.teu, tonneKm: round(s.tonneKm), co2eKg: round(s.co2eKg), co2eTtwKg: round(s.co2eTtwKg),
    intensityGPerTonneKm: intensityGPerTonneKm(s.co2eKg, s.tonneKm), co2eBookings: s.co2eBookings,
    defaultFactorShare: s.co2eKg > 0 ? round(s.co2eDefaultKg / s.co2eKg, 4) : null,
  };
}

const sumAll = (rows: AggregateRow[]) => rows.reduce<Sums>((acc, r) => addSums(acc, r), zeroSums());
const byLabel = (rows: AggregateRow[]) => {
  const map = new Map<string, Sums>();
  for (const r of rows) map.set(r.label, addSums(map.get(r.label) ?? zeroSums(), r));
  return map;
};

export interface ReportContext { actor: BookingActor; query: Omit<ReportQuery, 'dateBasis'> & { dateBasis?: ReportQuery['dateBasis'] }; timeZone: string; now?: Date }

/** The booking reports (docs/product/api.md#reports), each in the caller's booking scope. */
export function createReportService(ex: Executor) {
  const placeDirectory = createPlaceDirectory(ex);
  const prepare = ({ actor, query, timeZone, now = new Date() }: ReportContext) => {
    const range = resolveRange(query, timeZone, now);
    const filter: ReportFilter = { mode: query.mode, organizationId: query.organizationId, origin: query.origin, destination: query.destination, basis: range.dateBasis === 'DEPARTURE' ? 'D' : 'B' };
    return { access: bookingAccess(actor), range, filter };
  };
  const monthly = async (ctx: ReportContext) => {
    const { access, range, filter } = prepare(ctx);
    const months = monthRanges(range);
    const rows = await aggregate(ex, access, filter, months);
    const found = byLabel(rows);
    return { range, months: months.map((m) => ({ month: m.label, sums: found.get(m.label) ?? zeroSums() })) };
  };

  return {
    async count(ctx: ReportContext): Promise<CountReport> {
      const { access, range, filter } = prepare(ctx);
      const s = sumAll(await aggregate(ex, access, filter, wholeRange(range)));
      return { range, bookings: s.bookings, shipments: s.shipments };
    },

    async summary(ctx: ReportContext): Promise<SummaryReport> {
      const { access, range, filter } = prepare(ctx);
      const rows = await aggregate(ex, access, filter, wholeRange(range), ['currency']);
      // One row per currency; a booking's counts sit on one of its rows only (src/db/schema/reports.ts).
      const spend = rows.filter((r) => r.currency).map((r) => ({ currency: r.currency!, amount: round(r.spend, 2) })).sort((a, b) => a.currency.localeCompare(b.currency));
      return { range, totals: totalsOf(sumAll(rows)), spend };
    },

    async status(ctx: ReportContext): Promise<StatusReport> {
      const { access, range, filter } = prepare(ctx);
      const rows = await aggregate(ex, access, filter, wholeRange(range), ['status']);
      const count = (s: string) => rows.filter((r) => r.status === s).reduce((n, r) => n + r.bookings, 0);
      return { range, statuses: BOOKING_STATUSES.map((status) => ({ status, bookings: count(status) })) };
    },

    async transportationType(ctx: ReportContext): Promise<TransportationTypeReport> {
      const { access, range, filter } = prepare(ctx);
      const rows = await aggregate(ex, access, filter, wholeRange(range), ['mode', 'cargoType']);
      return {
        range,
        rows: rows.filter((r) => r.bookings > 0)
          .map((r) => ({ mode: r.mode as 'AIR' | 'SEA', cargoType: r.cargoType!, bookings: r.bookings, shipments: r.shipments, grossWeightKg: round(r.grossWeightKg), co2eKg: round(r.co2eKg) }))
          .sort((a, b) => a.mode.localeCompare(b.mode) || b.bookings - a.bookings || a.cargoType.localeCompare(b.cargoType)),
      };
    },

    async location(ctx: ReportContext): Promise<LocationReport> {
      const { access, range, filter } = prepare(ctx);
      // The places' names, countries and coordinates come from the directory in the process, asked beside the rollup read.
      const [aggregated, place] = await Promise.all([aggregate(ex, access, filter, wholeRange(range), ['mode', 'origin', 'destination']), placeDirectory.lookup()]);
      const rows = aggregated.filter((r) => r.bookings > 0);
      const placeList = (side: 'origin' | 'destination') => {
        const sums = new Map<string, { mode: 'AIR' | 'SEA'; code: string; bookings: number; co2eKg: number }>();
        for (const r of rows) {
          const key = `${r.mode}:${r[side]}`;
          const entry = sums.get(key) ?? { mode: r.mode as 'AIR' | 'SEA', code: r[side]!, bookings: 0, co2eKg: 0 };
          entry.bookings += r.bookings;
          entry.co2eKg += r.co2eKg;
          sums.set(key, entry);
        }
        return [...sums.values()].map((e) => {
          const facts = place(e.mode, e.code);
          return { code: e.code, mode: e.mode, name: facts?.name ?? null, country: facts?.country ?? null, latitude: facts?.latitude ?? null, longitude: facts?.longitude ?? null, bookings: e.bookings, co2eKg: round(e.co2eKg) };
        }).sort((a, b) => b.bookings - a.bookings || a.code.localeCompare(b.code));
      };
      const origins = placeList('origin');
      const destinations = placeList('destination');
      const countries = new Map<string, { country: string; originBookings: number; destinationBookings: number }>();
      for (const [list, field] of [[origins, 'originBookings'], [destinations, 'destinationBookings']] as const) {
        for (const p of list) {
          if (!p.country) continue;
          const c = countries.get(p.country) ?? { country: p.country, originBookings: 0, destinationBookings: 0 };
          c[field] += p.bookings;
          countries.set(p.country, c);
        }
      }
      const lanes = rows.map((r) => ({
        mode: r.mode as 'AIR' | 'SEA', origin: r.origin!, destination: r.destination!,
        originCountry: place(r.mode as 'AIR' | 'SEA', r.origin!)?.country ?? null, destinationCountry: place(r.mode as 'AIR' | 'SEA', r.destination!)?.country ?? null,
        bookings: r.bookings, grossWeightKg: round(r.grossWeightKg), tonneKm: round(r.tonneKm), co2eKg: round(r.co2eKg), co2eTtwKg: round(r.co2eTtwKg),
        intensityGPerTonneKm: intensityGPerTonneKm(r.co2eKg, r.tonneKm),
      })).sort((a, b) => b.bookings - a.bookings || a.origin.localeCompare(b.origin) || a.destination.localeCompare(b.destination));
      return { range, origins, destinations, countries: [...countries.values()].sort((a, b) => a.country.localeCompare(b.country)), lanes };
    },

    async monthlyShipment(ctx: ReportContext): Promise<MonthlyShipmentReport> {
      const { range, months } = await monthly(ctx);
      return { range, months: months.map(({ month, sums }) => ({ month, bookings: sums.bookings, shipments: sums.shipments })) };
    },

    async monthlyVolume(ctx: ReportContext): Promise<MonthlyVolumeReport> {
      const { range, months } = await monthly(ctx);
      return { range, months: months.map(({ month, sums }) => ({ month, grossWeightKg: round(sums.grossWeightKg), chargeableKg: round(sums.chargeableKg), volumeM3: round(sums.volumeM3), teu: sums.teu })) };
    },

    async monthlyCo2e(ctx: ReportContext): Promise<MonthlyCo2eReport> {
      const { access, range, filter } = prepare(ctx);
      const months = monthRanges(range);
      const rows = await aggregate(ex, access, filter, months, ['mode']);
      const of = (label: string, mode?: string) => rows.filter((r) => r.label === label && (!mode || r.mode === mode)).reduce<Sums>((a, r) => addSums(a, r), zeroSums());
      return {
        range,
        months: months.map(({ label }) => {
          const all = of(label);
          return { month: label, co2eKg: round(all.co2eKg), co2eTtwKg: round(all.co2eTtwKg), airCo2eKg: round(of(label, 'AIR').co2eKg), seaCo2eKg: round(of(label, 'SEA').co2eKg), bookings: all.bookings };
        }),
        disclosure: emissionsDisclosure(),
      };
    },

    async monthlyCo2eIntensity(ctx: ReportContext): Promise<MonthlyCo2eIntensityReport> {
      const { range, months } = await monthly(ctx);
      return { range, months: months.map(({ month, sums }) => ({ month, co2eKg: round(sums.co2eKg), tonneKm: round(sums.tonneKm), intensityGPerTonneKm: intensityGPerTonneKm(sums.co2eKg, sums.tonneKm) })) };
    },

    async monthlySummary(ctx: ReportContext): Promise<MonthlySummaryReport> {
      const { range, months } = await monthly(ctx);
      return { range, months: months.map(({ month, sums }) => ({ month, ...totalsOf(sums) })) };
    },

    async week(ctx: ReportContext & { weeks: number }): Promise<WeekReport> {
      const now = ctx.now ?? new Date();
      const to = dayOf(now, ctx.timeZone);
      const from = addDays(to, -(7 * ctx.weeks) + 1);
      const { access, range, filter } = prepare({ ...ctx, query: { ...ctx.query, from, to } });
      const found = byLabel(await aggregate(ex, access, filter, dayRanges(range)));
      const perDay = new Array(7).fill(0) as number[];
      for (const [day, sums] of found) perDay[weekdayOf(day) - 1] = (perDay[weekdayOf(day) - 1] ?? 0) + sums.bookings;
      return {
        range, weeks: ctx.weeks,
        days: WEEKDAYS.map((name, i) => ({ weekday: i + 1, name, bookings: perDay[i]!, averagePerWeek: round(perDay[i]! / ctx.weeks, 2) })),
      };
    },

    /** The filtered bookings, one row each (REPORT_FILE_COLUMNS), oldest first; at most `limit`. */
    async fileRows(ctx: ReportContext, limit = 100_000): Promise<{ range: ReportRange; rows: (string | number | null)[][]; truncated: boolean }> {
      const { access, range, filter } = prepare(ctx);
      const [whole] = wholeRange(range);
      const where = scopeConditions(access, filter, true);
      const rows = await selectRows<Record<string, string | number | null>>(ex, sql`
        select r.ref, (extract(epoch from r.created_at) * 1000)::float8 as "createdMs", r.status, r.mode, o.name as "organization", r.origin, r.destination, r.cargo_type as "cargoType",
          r.gross_weight_kg as "grossWeightKg", case when r.chargeable_unit = 'KG' then r.chargeable_value else null end as "chargeableKg",
          r.volume_m3 as "volumeM3", r.teu, r.tonne_km as "tonneKm", r.co2e_kg as "co2eKg",
          (r.data -> 'emissions' ->> 'ttwCo2eKg')::float8 as "co2eTtwKg", r.data -> 'emissions' ->> 'dataQuality' as "dataQuality"
        from bookings r join organizations o on o.id = r.organization_id
        where ${datedAt(filter.basis)} >= ${whole!.lo.toISOString()}::timestamptz and ${datedAt(filter.basis)} < ${whole!.hi.toISOString()}::timestamptz
          ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
        order by r.created_at, r.ref
        limit ${limit + 1}`);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const out = rows.slice(0, limit).map((r) => [
        String(r.ref), dayOf(new Date(Number(r.createdMs)), range.timeZone), String(r.status), String(r.mode), String(r.organization), String(r.origin), String(r.destination), String(r.cargoType),
        num(r.grossWeightKg), num(r.chargeableKg), num(r.volumeM3), num(r.teu), num(r.tonneKm), num(r.co2eKg), num(r.co2eTtwKg), r.dataQuality === null ? null : String(r.dataQuality ?? ''),
      ]);
      if (out[0] && out[0].length !== REPORT_FILE_COLUMNS.length) throw new Error('report file columns out of step');
      return { range, rows: out, truncated: rows.length > limit };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
