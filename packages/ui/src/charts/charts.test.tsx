import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { BarChart, barSegments, DonutChart, percentOf, TimeSeriesChart } from '.';

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) =>
  [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('TimeSeriesChart', () => {
  const readings = [
    { at: '2026-03-01T00:00:00Z', value: 4 },
    { at: '2026-03-01T06:00:00Z', value: 9.5 },
    { at: '2026-03-01T12:00:00Z', value: null },
    { at: '2026-03-01T18:00:00Z', value: 5 },
  ];

  it('is one named image with the band, the marked interval and every reading in a table', async () => {
    const { container } = renderUi(
      <TimeSeriesChart
        title="Temperature" unit="°C" series={[{ id: 'probe', label: 'Probe 1', points: readings }]}
        band={{ min: 2, max: 8, label: 'Allowed' }}
        intervals={[{ from: '2026-03-01T04:00:00Z', to: '2026-03-01T08:00:00Z', label: 'Excursion' }]}
        formatTime={(d) => d.toISOString().slice(11, 16)}
      />,
    );
    const img = screen.getByRole('img');
    expect(img).toHaveAccessibleName(/Temperature\. Probe 1 over time, from 2 °C to 9\.5 °C; 1 marked interval/);
    expect(container.querySelector('[data-part="band"] rect')).not.toBeNull();
    expect(container.querySelectorAll('[data-part="interval"]')).toHaveLength(1);
    expect(screen.getByText('Allowed: 2 °C to 8 °C')).toBeInTheDocument();
    expect(screen.getByText('Excursion: 04:00 – 08:00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Temperature' });
    expect(cells(table)).toEqual([
      ['Time', 'Probe 1 (°C)'], ['00:00', '4'], ['06:00', '9.5'], ['12:00', '—'], ['18:00', '5'],
    ]);
    // The gap (null) splits the line: two sub-paths.
    const line = container.querySelector('[data-series="probe"] path[stroke]')!;
    expect(line.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('draws the band between its limits on the value scale', () => {
    const { container } = renderUi(
      <TimeSeriesChart title="T" series={[{ id: 's', label: 'S', points: [{ at: 0, value: 0 }, { at: 1000, value: 10 }] }]} band={{ min: 2, max: 8, label: 'Band' }} height={216} />,
    );
    // y range 200 (bottom 28 → top 16 = 188 px for 0..10): 8 → 16 + 0.2·172, 2 → 16 + 0.8·172.
    const rect = container.querySelector('[data-part="band"] rect')!;
    const y = Number(rect.getAttribute('y'));
    const h = Number(rect.getAttribute('height'));
    expect(y).toBeCloseTo(16 + 0.2 * 172, 5);
    expect(y + h).toBeCloseTo(16 + 0.8 * 172, 5);
  });

  it('labels every line directly and tells them apart by dash and legend when there are several', () => {
    const { container } = renderUi(
      <TimeSeriesChart
        title="Bookings" zeroBased
        series={[
          { id: 'air', label: 'Air', points: [{ at: 0, value: 3 }, { at: 10, value: 5 }] },
          { id: 'sea', label: 'Sea', points: [{ at: 0, value: 1 }, { at: 10, value: 2 }] },
        ]}
      />,
    );
    const labels = [...container.querySelectorAll('[data-part="direct-label"]')].map((t) => t.textContent);
    expect(labels).toEqual(['Air 5', 'Sea 2']);
    const dashes = [...container.querySelectorAll('[data-series] path[stroke]')].map((p) => p.getAttribute('stroke-dasharray'));
    expect(new Set(dashes).size).toBe(2);
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
  });
});

describe('BarChart', () => {
  const categories = ['Jan', 'Feb', 'Mar'];
  const series = [
    { id: 'air', label: 'Air', values: [2, 0, 5] },
    { id: 'sea', label: 'Sea', values: [1, 4, 0] },
  ];

  it('stacks the series per category and groups them side by side', () => {
    expect(barSegments(categories, series, 'stacked').filter((s) => s.category === 0))
      .toEqual([{ series: 0, category: 0, start: 0, end: 2, value: 2 }, { series: 1, category: 0, start: 2, end: 3, value: 1 }]);
    expect(barSegments(categories, series, 'grouped').filter((s) => s.category === 0).map((s) => s.start)).toEqual([0, 0]);
  });

  it('fills each series with its own pattern, labels the totals and tables the numbers with totals', async () => {
    const { container } = renderUi(<BarChart title="Shipments per month" categoryLabel="Month" categories={categories} series={series} unit="shipments" />);
    const fills = new Set([...container.querySelectorAll('rect[data-series]')].map((r) => r.getAttribute('fill')));
    expect(fills.size).toBe(2);
    expect([...container.querySelectorAll('[data-part="direct-label"]')].map((t) => t.textContent)).toEqual(['3', '4', '5']);
    expect(cells(screen.getByRole('table', { name: 'Shipments per month' }))).toEqual([
      ['Month', 'Air (shipments)', 'Sea (shipments)', 'Total (shipments)'],
      ['Jan', '2', '1', '3'], ['Feb', '0', '4', '4'], ['Mar', '5', '0', '5'],
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(/highest Mar with 5 shipments/);
    expect(await axeViolations()).toEqual([]);
  });

  it('draws horizontal bars whose lengths follow the values', () => {
    const { container } = renderUi(
      <BarChart title="Top lanes" orientation="horizontal" layout="grouped" categories={['FRA → JFK', 'HAM → SIN']} series={[{ id: 'n', label: 'Bookings', values: [10, 5] }]} />,
    );
    const widths = [...container.querySelectorAll('rect[data-series]')].map((r) => Number(r.getAttribute('width')));
    expect(widths[0]! / widths[1]!).toBeCloseTo(2, 5);
  });

  it('shows the table visibly on request', async () => {
    renderUi(<BarChart title="Volume" categories={['Jan']} series={[{ id: 'v', label: 'kg', values: [1] }]} />);
    const toggle = screen.getByRole('button', { name: 'Show table' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('DonutChart', () => {
  it('labels each slice with its share and tables value, share and total', async () => {
    const { container } = renderUi(
      <DonutChart
        title="Status" categoryLabel="Status"
        slices={[{ id: 'a', label: 'Booked', value: 2 }, { id: 'b', label: 'Delivered', value: 1 }, { id: 'c', label: 'Cancelled', value: 0 }]}
      />,
    );
    expect([...container.querySelectorAll('[data-part="direct-label"]')].map((t) => t.textContent)).toEqual(['Booked 66.7%', 'Delivered 33.3%']);
    expect(container.querySelectorAll('path[data-series]')).toHaveLength(2);
    expect(cells(screen.getByRole('table', { name: 'Status' }))).toEqual([
      ['Status', 'Value', 'Share'], ['Booked', '2', '66.7%'], ['Delivered', '1', '33.3%'], ['Cancelled', '0', '0.0%'], ['Total', '3', '100.0%'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('computes shares that survive an empty whole', () => {
    expect(percentOf(1, 3)).toBe('33.3%');
    expect(percentOf(0, 0)).toBe('0.0%');
  });
});
