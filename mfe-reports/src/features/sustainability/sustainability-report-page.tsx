import type { LocationReport, MonthlyCo2eIntensityReport, MonthlyCo2eReport, SummaryReport } from '@freightdeck/contracts';
import { BarChart, DonutChart, TimeSeriesChart } from '@freightdeck/ui/charts';
import { Button, RemotePage, Section } from '@freightdeck/ui';
import {
  Actions, ChartGrid, formatCo2e, formatIntensity, formatOne, monthLabel, Muted, Panel, PlainTable, PrintStyle, ReportFiltersPanel,
<<<<<<< HEAD
  ReportState, TableScroll, Tiles, useReport, useReportFilters,
=======
  RangeSkeleton, ReportState, Tiles, TilesSkeleton, useReport, useReportFilters,
>>>>>>> issue-24-lighthouse
} from '../shared';
import { airSeaSavings } from './air-sea-saving';
import { MethodStatement } from './method-statement';

const TOP_LANES = 10;
const tonnes = (kg: number) => Math.round(kg / 10) / 100;

/** The totals' tiles while they load (the charts below keep their place). */
const TOTALS_SKELETON = <TilesSkeleton tiles={[['Total CO2e, well-to-wheel', true], ['Intensity', true], ['Bookings counted', true]]} />;

/** /sustainability-report: CO2e (WTW, with TTW beside it) of the caller's bookings, per ISO 14083 / GLEC v3, printable to PDF. */
export default function SustainabilityReportPage() {
  const { filters, setFilters, filtered } = useReportFilters();
  const summary = useReport<SummaryReport>('summary', filters);
  const monthly = useReport<MonthlyCo2eReport>('monthly-co2e', filters);
  const intensity = useReport<MonthlyCo2eIntensityReport>('monthly-co2e-intensity', filters);
  const location = useReport<LocationReport>('location', filters);
  const range = summary.data?.range;

  return (
    <RemotePage remote="reports" title="Sustainability Report" data-print-root actions={(
        <Actions><Button variant="secondary" onClick={() => window.print()}>Download as PDF (print)</Button></Actions>
      )}>
      <PrintStyle />
      <ReportFiltersPanel filters={filters} onChange={setFilters} filtered={filtered} />
      {!range && !summary.error && <RangeSkeleton />}
      {range && <p>Bookings {range.dateBasis === 'DEPARTURE' ? 'departing' : 'made'} {range.from} to {range.to} (time zone {range.timeZone}){filters.mode ? `, ${filters.mode === 'AIR' ? 'air' : 'sea'} only` : ''}.</p>}
      <ReportState what="emission totals" report={summary} placeholder={TOTALS_SKELETON}>
        {({ totals }) => (
          <Tiles aria-label="Emission totals">
            <div><dt>Total CO2e, well-to-wheel</dt><dd data-testid="co2e-total">{formatCo2e(totals.co2eKg)}<small>{formatCo2e(totals.co2eTtwKg)} tank-to-wheel</small></dd></div>
            <div><dt>Intensity</dt><dd>{formatIntensity(totals.intensityGPerTonneKm)}<small>{formatOne(totals.tonneKm)} tonne-km</small></dd></div>
            <div><dt>Bookings counted</dt><dd>{totals.co2eBookings}<small>of {totals.bookings}</small></dd></div>
          </Tiles>
        )}
      </ReportState>
      <ChartGrid>
        <Panel>
          <ReportState what="CO2e per month" report={monthly}>
            {(r) => (
              <BarChart
                title="CO2e per month (WTW)" categoryLabel="Month" unit="t CO2e"
                categories={r.months.map((m) => monthLabel(m.month))}
                series={[{ id: 'air', label: 'Air', values: r.months.map((m) => tonnes(m.airCo2eKg)) }, { id: 'sea', label: 'Sea', values: r.months.map((m) => tonnes(m.seaCo2eKg)) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="intensity trend" report={intensity}>
            {(r) => (
              <TimeSeriesChart
                title="Intensity per month" unit="g CO2e/t-km" zeroBased formatTime={(d) => monthLabel(d.toISOString().slice(0, 7))}
                series={[{ id: 'intensity', label: 'Intensity', points: r.months.map((m) => ({ at: `${m.month}-01T00:00:00Z`, value: m.intensityGPerTonneKm })) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="CO2e per mode" report={monthly}>
            {(r) => (
              <DonutChart
                title="CO2e per mode (WTW)" categoryLabel="Mode" unit="t CO2e"
                slices={[{ id: 'air', label: 'Air', value: tonnes(r.months.reduce((s, m) => s + m.airCo2eKg, 0)) }, { id: 'sea', label: 'Sea', value: tonnes(r.months.reduce((s, m) => s + m.seaCo2eKg, 0)) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="CO2e per lane" report={location}>
            {(r) => {
              const lanes = [...r.lanes].sort((a, b) => b.co2eKg - a.co2eKg).slice(0, TOP_LANES);
              return (
                <BarChart
                  title="CO2e per lane (WTW)" categoryLabel="Lane" orientation="horizontal" layout="grouped" unit="t CO2e"
                  categories={lanes.map((l) => `${l.origin} → ${l.destination}`)}
                  series={[{ id: 'co2e', label: 'CO2e', values: lanes.map((l) => tonnes(l.co2eKg)) }]}
                />
              );
            }}
          </ReportState>
        </Panel>
        <Panel $wide>
          <ReportState what="air-versus-sea saving" report={location}>
            {(r) => {
              const savings = airSeaSavings(r.lanes);
              return (
                <Section title="Air versus sea">
                  {savings.length === 0 ? <Muted>No country-to-country lane in this selection was booked both by air and by sea.</Muted> : (
                    <TableScroll tabIndex={0} role="region" aria-label="Air versus sea saving table">
                    <PlainTable aria-label="Air versus sea saving per lane">
                      <thead><tr><th>Lane</th><th className="num">Air cargo</th><th className="num">Air kg CO2e per t</th><th className="num">Sea kg CO2e per t</th><th className="num">Saving by sea</th></tr></thead>
                      <tbody>
                        {savings.map((s) => (
                          <tr key={s.lane}><td>{s.lane}</td><td className="num">{formatOne(s.airTonnes)} t</td><td className="num">{formatOne(s.airKgPerTonne)}</td><td className="num">{formatOne(s.seaKgPerTonne)}</td><td className="num">{formatCo2e(s.savingKg)}</td></tr>
                        ))}
                      </tbody>
                    </PlainTable>
                    </TableScroll>
                  )}
                </Section>
              );
            }}
          </ReportState>
        </Panel>
        <Panel $wide>
          <ReportState what="method statement" report={monthly}>
            {(r) => (summary.data ? <MethodStatement disclosure={r.disclosure} totals={summary.data.totals} /> : null)}
          </ReportState>
        </Panel>
      </ChartGrid>
    </RemotePage>
  );
}
