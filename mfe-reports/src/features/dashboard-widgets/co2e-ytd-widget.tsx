import type { SummaryReport } from '@freightdeck/contracts';
import { paths } from '@freightdeck/contracts';
import { Link } from '@freightdeck/ui';
import { countOf, formatCo2e, formatIntensity, ReportState, Tiles, useReport } from '../shared';
import { localDay, startOfYear } from './local-day';

/** Dashboard: CO2e (well-to-wheel) of this year's bookings so far, with its intensity, in the caller's scope. */
export default function Co2eYtdWidget({ now = new Date() }: { now?: Date }) {
  const report = useReport<SummaryReport>('summary', { from: startOfYear(now), to: localDay(now) });
  return (
    <ReportState what="emissions" report={report}>
      {({ totals }) => (
        <>
          <Tiles>
            <div><dt>Since 1 January (WTW)</dt><dd>{formatCo2e(totals.co2eKg)}<small>{formatCo2e(totals.co2eTtwKg)} tank-to-wheel</small></dd></div>
            <div><dt>Intensity</dt><dd>{formatIntensity(totals.intensityGPerTonneKm)}<small>{countOf(totals.co2eBookings, 'booking')} counted</small></dd></div>
          </Tiles>
          <p><Link to={paths.sustainabilityReport()}>Open the sustainability report</Link></p>
        </>
      )}
    </ReportState>
  );
}
