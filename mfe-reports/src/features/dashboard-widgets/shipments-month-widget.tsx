import type { CountReport, MonthlyShipmentReport } from '@freightdeck/contracts';
import { paths } from '@freightdeck/contracts';
import { Link } from '@freightdeck/ui';
import { countOf, formatCount, monthLabel, ReportState, Tiles, useReport } from '../shared';
import { localDay, sameDayLastMonth, startOfLastMonth } from './local-day';

function change(now: number, before: number, days: string): string {
  if (before === 0) return now === 0 ? `as many as ${days}` : `none ${days}`;
  const pct = Math.round(((now - before) / before) * 100);
  return pct === 0 ? `as many as ${days}` : `${pct > 0 ? 'up' : 'down'} ${Math.abs(pct)}% on ${days}`;
}

/** "1–26 Oct": the days of last month a month so far is compared with. */
const daysOf = (from: string, to: string) => `${Number(from.slice(8))}–${Number(to.slice(8))} ${monthLabel(to.slice(0, 7)).split(' ')[0]}`;

/**
 * Dashboard: bookings and shipments this month so far, against the same days of last month (a
 * month so far against a whole one would always look like a fall), and last month whole; in the
 * caller's scope.
 */
export default function ShipmentsMonthWidget({ now = new Date() }: { now?: Date }) {
  const from = startOfLastMonth(now);
  const sameDay = sameDayLastMonth(now);
  const report = useReport<MonthlyShipmentReport>('monthly-shipment', { from, to: localDay(now) });
  const lastSoFar = useReport<CountReport>('count', { from, to: sameDay });
  return (
    <ReportState what="shipments" report={report}>
      {(r) => {
        const [last, current] = [r.months[r.months.length - 2], r.months[r.months.length - 1]];
        if (!current) return null;
        const before = lastSoFar.data?.bookings;
        return (
          <>
            <Tiles>
              <div>
                <dt>{monthLabel(current.month)} so far</dt>
                <dd>{countOf(current.bookings, 'booking')}<small>{formatCount(current.shipments)} shipped{before === undefined ? '' : ` · ${change(current.bookings, before, daysOf(from, sameDay))}`}</small></dd>
              </div>
              {last && <div><dt>{monthLabel(last.month)}, whole month</dt><dd>{countOf(last.bookings, 'booking')}<small>{formatCount(last.shipments)} shipped</small></dd></div>}
            </Tiles>
            <p><Link to={paths.reports()}>Open the report</Link></p>
          </>
        );
      }}
    </ReportState>
  );
}
