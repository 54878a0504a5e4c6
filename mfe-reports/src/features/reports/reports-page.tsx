import { useState } from 'react';
import type {
  CountReport, LocationReport, MonthlyShipmentReport, MonthlyVolumeReport, StatusReport, SummaryReport, TransportationTypeReport, WeekReport,
} from '@freightdeck/contracts';
import { BOOKING_STATUS_LABELS } from '@freightdeck/contracts';
import { BarChart, DonutChart } from '@freightdeck/ui/charts';
import { Button, RemotePage, runWithErrorModal } from '@freightdeck/ui';
import {
  Actions, ChartGrid, countOf, downloadReport, formatCo2e, formatCount, formatKg, formatMoney, monthLabel, Panel, PrintStyle, RangeSkeleton, ReportFiltersPanel, ReportState, Tiles, TilesSkeleton,
  useReport, useReportFilters,
} from '../shared';
import { LocationMap } from './location-map';

/** The totals' tiles while they load (the charts below keep their place). */
const TOTALS_SKELETON = <TilesSkeleton tiles={[['Bookings', true], ['Gross weight', true], ['Containers', false], ['CO2e (well-to-wheel)', false], ['Spend', true]]} />;

const TOP_LANES = 10;

/** /reports: the caller's bookings in charts, each with its numbers as a table; the filters live in the query string. */
export default function ReportsPage() {
  const { filters, setFilters, filtered } = useReportFilters();
  const summary = useReport<SummaryReport>('summary', filters);
  const count = useReport<CountReport>('count', filters);
  const monthly = useReport<MonthlyShipmentReport>('monthly-shipment', filters);
  const volume = useReport<MonthlyVolumeReport>('monthly-volume', filters);
  const status = useReport<StatusReport>('status', filters);
  const types = useReport<TransportationTypeReport>('transportation-type', filters);
  const location = useReport<LocationReport>('location', filters);
  const week = useReport<WeekReport>('week', { ...filters, from: undefined, to: undefined });
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    await runWithErrorModal(() => downloadReport(filters, format));
    setExporting(false);
  };
  const range = summary.data?.range;

  return (
    <RemotePage remote="reports" title="Report" data-print-root actions={(
        <Actions>
          <Button variant="secondary" disabled={exporting} onClick={() => void exportAs('csv')}>Export CSV</Button>
          <Button variant="secondary" disabled={exporting} onClick={() => void exportAs('xlsx')}>Export Excel</Button>
          <Button variant="secondary" onClick={() => window.print()}>Print</Button>
        </Actions>
      )}>
      <PrintStyle />
      <ReportFiltersPanel filters={filters} onChange={setFilters} filtered={filtered} />
      {!range && !summary.error && <RangeSkeleton />}
      {range && <p>Bookings {range.dateBasis === 'DEPARTURE' ? 'departing' : 'made'} {range.from} to {range.to} (time zone {range.timeZone}){filters.mode ? `, ${filters.mode === 'AIR' ? 'air' : 'sea'} only` : ''}.</p>}
      <ReportState what="totals" report={summary} placeholder={TOTALS_SKELETON}>
        {({ totals, spend }) => (
          <Tiles aria-label="Totals">
            <div><dt>Bookings</dt><dd>{formatCount(totals.bookings)}<small>{formatCount(count.data?.shipments ?? totals.shipments)} shipped</small></dd></div>
            <div><dt>Gross weight</dt><dd>{formatKg(totals.grossWeightKg)}<small>{formatKg(totals.chargeableKg)} chargeable (air)</small></dd></div>
            <div><dt>Containers</dt><dd>{formatCount(totals.teu)} TEU</dd></div>
            <div><dt>CO2e (well-to-wheel)</dt><dd>{formatCo2e(totals.co2eKg)}</dd></div>
            <div data-testid="spend"><dt>Spend</dt><dd>{spend.length ? spend.map((m) => formatMoney(m.amount, m.currency)).join(' · ') : '—'}<small>by currency, not converted</small></dd></div>
          </Tiles>
        )}
      </ReportState>
      <ChartGrid>
        <Panel>
          <ReportState what="shipments per month" report={monthly}>
            {(r) => (
              <BarChart
                title="Bookings and shipments per month" categoryLabel="Month" layout="grouped" unit="bookings"
                categories={r.months.map((m) => monthLabel(m.month))}
                series={[{ id: 'bookings', label: 'Booked', values: r.months.map((m) => m.bookings) }, { id: 'shipments', label: 'Shipped', values: r.months.map((m) => m.shipments) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="volume per month" report={volume}>
            {(r) => (
              <BarChart
                title="Gross weight per month" categoryLabel="Month" unit="t"
                categories={r.months.map((m) => monthLabel(m.month))}
                series={[{ id: 'gross', label: 'Gross weight', values: r.months.map((m) => Math.round(m.grossWeightKg / 100) / 10) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="status split" report={status}>
            {(r) => (
              <DonutChart
                title="Bookings by status" categoryLabel="Status" centerLabel={countOf(r.statuses.reduce((s, x) => s + x.bookings, 0), 'booking')}
                slices={r.statuses.map((s) => ({ id: s.status, label: BOOKING_STATUS_LABELS[s.status], value: s.bookings }))}
              />
            )}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="transportation types" report={types}>
            {(r) => {
              const cargo = [...new Set(r.rows.map((x) => x.cargoType))];
              const modes = ['AIR', 'SEA'] as const;
              return (
                <BarChart
                  title="Bookings by mode and cargo type" categoryLabel="Mode" unit="bookings"
                  categories={modes.map((m) => (m === 'AIR' ? 'Air' : 'Sea'))}
                  series={cargo.map((c) => ({ id: c, label: c.charAt(0) + c.slice(1).toLowerCase(), values: modes.map((m) => r.rows.find((x) => x.mode === m && x.cargoType === c)?.bookings ?? 0) }))}
                />
              );
            }}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="top lanes" report={location}>
            {(r) => {
              const lanes = r.lanes.slice(0, TOP_LANES);
              return (
                <BarChart
                  title={`Top ${Math.min(TOP_LANES, lanes.length)} lanes`} categoryLabel="Lane" orientation="horizontal" layout="grouped" unit="bookings"
                  categories={lanes.map((l) => `${l.origin} → ${l.destination}`)}
                  series={[{ id: 'bookings', label: 'Bookings', values: lanes.map((l) => l.bookings) }]}
                />
              );
            }}
          </ReportState>
        </Panel>
        <Panel>
          <ReportState what="weekly pattern" report={week}>
            {(r) => (
              <BarChart
                title={`Bookings by weekday, last ${r.weeks} weeks`} categoryLabel="Weekday" unit="bookings"
                categories={r.days.map((d) => d.name.slice(0, 3))}
                series={[{ id: 'bookings', label: 'Bookings', values: r.days.map((d) => d.bookings) }]}
              />
            )}
          </ReportState>
        </Panel>
        <Panel $wide>
          <ReportState what="map of locations" report={location}>
            {(r) => <LocationMap report={r} />}
          </ReportState>
        </Panel>
      </ChartGrid>
    </RemotePage>
  );
}
