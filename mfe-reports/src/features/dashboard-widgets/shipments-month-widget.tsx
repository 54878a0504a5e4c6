import type { MonthlyShipmentReport } from '@freightdeck/contracts';
import { paths } from '@freightdeck/contracts';
import { Link } from '@freightdeck/ui';
import { formatCount, monthLabel, ReportState, Tiles, useReport } from '../shared';
import { localDay, startOfLastMonth } from './local-day';

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'none last month';
  const pct = Math.round(((now - before) / before) * 100);
  return pct === 0 ? 'no change' : `${pct > 0 ? 'up' : 'down'} ${Math.abs(pct)}% on last month`;
}

/** Dashboard: bookings and shipments this month against last month, in the caller's scope. */
export default function ShipmentsMonthWidget({ now = new Date() }: { now?: Date }) {
  const report = useReport<MonthlyShipmentReport>('monthly-shipment', { from: startOfLastMonth(now), to: localDay(now) });
  return (
    <ReportState what="shipments" report={report}>
      {(r) => {
        const [last, current] = [r.months[r.months.length - 2], r.months[r.months.length - 1]];
        if (!current) return null;
        return (
          <>
            <Tiles>
              <div><dt>{monthLabel(current.month)}</dt><dd>{formatCount(current.bookings)} bookings<small>{formatCount(current.shipments)} shipped · {change(current.bookings, last?.bookings ?? 0)}</small></dd></div>
              {last && <div><dt>{monthLabel(last.month)}</dt><dd>{formatCount(last.bookings)} bookings<small>{formatCount(last.shipments)} shipped</small></dd></div>}
            </Tiles>
            <p><Link to={paths.reports()}>Open the report</Link></p>
          </>
        );
      }}
    </ReportState>
  );
}
