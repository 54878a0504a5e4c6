import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setCurrentUserOverride } from '@freightdeck/auth';
import { UiProvider, type DashboardWidget } from '@freightdeck/ui';
import DashboardPage from '../pages/dashboard-page';
import { RemotesProvider } from '../remotes/remotes-context';
import { fakeRegistry } from '../testing/fake-registry';
import { testUser } from '../testing/render-app';

const widget = (id: string, order: number, body: () => ReactElement, extra: Partial<DashboardWidget> = {}): DashboardWidget =>
  ({ id, title: id, order, component: async () => ({ default: body }), ...extra });

function Broken(): ReactElement {
  throw new Error('widget bug');
}

function renderDashboard(load: (id: string) => Promise<unknown>) {
  const { registry, deps } = fakeRegistry(load);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UiProvider>
        <RemotesProvider registry={registry}>
          <MemoryRouter>
            <DashboardPage remotes={['bookings', 'reports']} />
          </MemoryRouter>
        </RemotesProvider>
      </UiProvider>
    </SWRConfig>,
  );
  return deps;
}

beforeEach(() => {
  setCurrentUserOverride(testUser({ permissions: ['booking:organization:view'] }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('dashboard', () => {
  it('shows the widgets of every remote in order, each under its heading, and only with its permission', async () => {
    const deps = renderDashboard(async (id) => (id === 'bookings/widgets'
      ? { widgets: [widget('Watchlist', 2, () => <p>3 watched</p>), widget('Statuses', 1, () => <p>12 pending</p>)] }
      : { default: [widget('Users', 0, () => <p>secret</p>, { permission: 'user:view' })] }));
    expect(await screen.findByText('12 pending')).toBeInTheDocument();
    expect(await screen.findByText('3 watched')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Statuses', 'Watchlist']);
    expect(within(screen.getByRole('region', { name: 'Statuses' })).getByText('12 pending')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(deps.federation.load).toHaveBeenCalledWith('bookings/widgets');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('keeps the other widgets when one remote fails, and Retry loads it again without a reload', async () => {
    let reportsUp = false;
    const deps = renderDashboard(async (id) => {
      if (id === 'reports/widgets' && !reportsUp) throw new Error('offline');
      return { widgets: [widget(id, 1, () => <p>{`${id} body`}</p>)] };
    });
    expect(await screen.findByText('bookings/widgets body')).toBeInTheDocument();
    expect(await screen.findByText('The Report widgets are unavailable right now.')).toBeInTheDocument();
    reportsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reports/widgets body')).toBeInTheDocument();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('shows each remote\'s widgets as they arrive, in their order across remotes, while another still loads', async () => {
    renderDashboard((id) => (id === 'bookings/widgets'
      ? Promise.resolve({ widgets: [widget('Later', 50, () => <p>later body</p>), widget('First', 5, () => <p>first body</p>)] })
      : new Promise(() => {})));
    expect(await screen.findByText('first body')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the Report widgets' })).toBeInTheDocument();
    const orders = screen.getAllByRole('region').map((r) => [within(r).queryByRole('heading')?.textContent ?? r.getAttribute('aria-label'), r.style.order]);
    // The report's widgets of the contracts table keep their places while it loads: titled, at their orders.
    expect(orders).toEqual([['First', '5'], ['Later', '50'], ['Shipments this month', '30'], ['CO2e this year', '40']]);
    expect(screen.getByRole('region', { name: 'CO2e this year' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing to show here yet.')).not.toBeInTheDocument();
  });

  it('contains a widget that throws while rendering', async () => {
    renderDashboard(async (id) => (id === 'bookings/widgets'
      ? { widgets: [widget('Broken', 1, Broken), widget('Fine', 2, () => <p>fine body</p>)] }
      : { widgets: [] }));
    expect(await screen.findByText('fine body')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Broken' })).getByRole('alert')).toHaveTextContent('This widget could not be shown.');
  });

  it('shows a widget the contracts table knows only with the table\'s requirement and title (docs/adr/010)', async () => {
    setCurrentUserOverride(testUser({ permissions: ['quotation:view'] }));
    renderDashboard(async (id) => (id === 'bookings/widgets'
      ? { widgets: [widget('booking-watchlist', 1, () => <p>watched</p>), widget('Open', 2, () => <p>open body</p>)] }
      : { widgets: [widget('booking-status-counts', 3, () => <p>foreign</p>)] }));
    expect(await screen.findByText('open body')).toBeInTheDocument();
    expect(screen.queryByText('watched')).not.toBeInTheDocument();
    expect(screen.queryByText('foreign')).not.toBeInTheDocument();
  });

  it('titles and orders a known widget from the table', async () => {
    renderDashboard(async (id) => (id === 'bookings/widgets'
      ? { widgets: [widget('booking-watchlist', 1, () => <p>watched</p>), widget('booking-status-counts', 2, () => <p>counts</p>)] }
      : { widgets: [] }));
    expect(await screen.findByText('watched')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Bookings by status', 'Watchlist']);
  });
});
