import { screen, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { WorldMap } from '.';

const FRA = { lat: 50.0333, lon: 8.5706 };
const JFK = { lat: 40.6398, lon: -73.7789 };
const SIN = { lat: 1.3502, lon: 103.994 };

it('draws the land offline, the points and a great-circle route, with everything in a table', async () => {
  const { container } = renderUi(
    <WorldMap
      title="Lanes" unit="bookings"
      points={[{ id: 'FRA', label: 'Frankfurt', ...FRA, value: 10, group: 'Origin' }, { id: 'JFK', label: 'New York JFK', ...JFK, value: 4, group: 'Destination' }]}
      routes={[{ id: 'FRA-JFK', label: 'FRA → JFK', from: FRA, to: JFK, value: 4 }, { id: 'JFK-SIN', label: 'JFK → SIN', from: JFK, to: SIN, planned: true }]}
    />,
  );
  expect(container.querySelector('[data-part="land"]')!.getAttribute('d')!.length).toBeGreaterThan(1000);
  // A great circle is resampled into many segments, not one straight line.
  const route = container.querySelector('[data-route="FRA-JFK"]')!.getAttribute('d')!;
  expect(route.split(/[LM]/).length).toBeGreaterThan(4);
  expect(container.querySelector('[data-route="JFK-SIN"]')).toHaveAttribute('stroke-dasharray', '5 4');
  expect(container.querySelectorAll('[data-point]')).toHaveLength(2);
  expect(screen.getByRole('img')).toHaveAccessibleName('Lanes. 2 places and 2 routes; largest Frankfurt with 10 bookings.');
  const rows = within(screen.getByRole('table', { name: 'Lanes' })).getAllByRole('row').map((r) => r.textContent);
  expect(rows).toEqual([
    'Place or routeKindCoordinatesValue (bookings)',
    'FrankfurtOrigin50.03, 8.5710',
    'New York JFKDestination40.64, -73.784',
    'FRA → JFKRoute50.03, 8.57 → 40.64, -73.784',
    'JFK → SINPlanned route40.64, -73.78 → 1.35, 103.99—',
  ]);
  expect(await axeViolations()).toEqual([]);
});

it('puts a bigger value on a bigger marker and labels few points directly', () => {
  const { container } = renderUi(
    <WorldMap title="Places" points={[{ id: 'a', label: 'A', ...FRA, value: 100 }, { id: 'b', label: 'B', ...SIN, value: 1 }]} />,
  );
  const r = [...container.querySelectorAll('[data-point] circle')].map((c) => Number(c.getAttribute('r')));
  expect(r[0]).toBeGreaterThan(r[1]!);
  expect([...container.querySelectorAll('[data-part="direct-label"]')].map((t) => t.textContent)).toEqual(['A 100', 'B 1']);
});

it('draws a route with a path along its points: a sea lane through Suez, not the great circle over land', () => {
  const SHA = { lat: 31.23, lon: 121.47 };
  const RTM = { lat: 51.92, lon: 4.5 };
  const viaSuez = [SHA, { lat: 1.1, lon: 103.6 }, { lat: 12.7, lon: 43.3 }, { lat: 29.7, lon: 32.6 }, { lat: 31.7, lon: 32.1 }, { lat: 35.95, lon: -5.75 }, RTM];
  const { container } = renderUi(
    <WorldMap title="Sea" points={[]} routes={[{ id: 'arc', label: 'arc', from: SHA, to: RTM }, { id: 'sea', label: 'sea', from: SHA, to: RTM, path: viaSuez }]} />,
  );
  const [arc, sea] = ['arc', 'sea'].map((id) => container.querySelector(`[data-route="${id}"]`)!.getAttribute('d')!) as [string, string];
  // The arc over Siberia stays in the north; the sea lane comes down to the equator at Singapore.
  const lowest = (d: string) => Math.max(...[...d.matchAll(/[ML]([\d.-]+),([\d.-]+)/g)].map((m) => Number(m[2])));
  expect(lowest(sea)).toBeGreaterThan(lowest(arc) + 50);
});

it('gives route groups their own colour, dash and legend entry', () => {
  const { container } = renderUi(
    <WorldMap
      title="Lanes" points={[{ id: 'FRA', label: 'FRA', ...FRA, group: 'Origin' }]}
      routes={[{ id: 'air', label: 'FRA → JFK', from: FRA, to: JFK, group: 'Air lane' }, { id: 'sea', label: 'SIN → FRA', from: SIN, to: FRA, group: 'Sea lane' }]}
    />,
  );
  const [air, sea] = ['air', 'sea'].map((id) => container.querySelector(`[data-route="${id}"]`)!);
  expect(air!.getAttribute('stroke')).not.toBe(sea!.getAttribute('stroke'));
  expect(air!.getAttribute('stroke-dasharray')).not.toBe(sea!.getAttribute('stroke-dasharray'));
  expect([...container.querySelectorAll('figure ul li')].map((li) => li.textContent)).toEqual(['Origin', 'Air lane', 'Sea lane']);
  expect(within(screen.getByRole('table', { name: 'Lanes' })).getByRole('row', { name: /SIN → FRA/ })).toHaveTextContent('Sea lane');
});
