import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { setCurrentUserOverride } from '@freightdeck/auth';
import { UiProvider, type DashboardWidget } from '@freightdeck/ui';
import HomePage, { attentionFor } from './home-page';
import { RemotesProvider } from '../remotes/remotes-context';
import { fakeRegistry, MANIFEST } from '../testing/fake-registry';
import { testUser } from '../testing/render-app';

const body = (text: string): DashboardWidget['component'] => async () => ({ default: () => <p>{text}</p> });
const attention = (ids: string[]) => ids.map((id, i) => ({ id, title: id, order: i, component: body(`${id} body`) }));

function renderHome(load: (id: string) => Promise<unknown>) {
  const manifest = { ...MANIFEST, quotations: 'http://localhost/remotes/quotations/mf-manifest.json', track: 'http://localhost/remotes/track/mf-manifest.json' };
  const { registry, deps } = fakeRegistry(load, { loadManifest: jest.fn(async () => manifest) });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UiProvider>
        <RemotesProvider registry={registry}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </RemotesProvider>
      </UiProvider>
    </SWRConfig>,
  );
  return deps;
}

const CUSTOMER = ['booking:own:manage', 'booking:organization:view', 'quotation:view', 'quotation:manage'];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('home', () => {
  it('chooses the widgets by permission, staff-only ones for the primary organization only', () => {
    expect(attentionFor(CUSTOMER, false).map((w) => w.id)).toEqual(['booking-drafts', 'quotations-expiring', 'shipments-arriving', 'temperature-excursions']);
    expect(attentionFor(['booking:organization:view', 'quotation:view'], false).map((w) => w.id)).toEqual(['quotations-expiring', 'shipments-arriving', 'temperature-excursions']);
    expect(attentionFor(['booking', 'quotation'], true).map((w) => w.id)).toEqual([
      'booking-drafts', 'bookings-to-confirm', 'quotations-expiring', 'quotations-to-price', 'shipments-arriving', 'temperature-excursions',
    ]);
    expect(attentionFor(['booking', 'quotation'], false).map((w) => w.id)).not.toContain('quotations-to-price');
  });

  it('stands every frame with its skeleton before the remotes load, then fills each as its remote arrives', async () => {
    setCurrentUserOverride(testUser({ permissions: CUSTOMER }));
    let arrive: (value: unknown) => void = () => {};
    renderHome((id) => (id === 'track/widgets'
      ? new Promise((resolve) => { arrive = resolve; })
      : Promise.resolve({ widgets: [], attention: attention(id === 'bookings/widgets' ? ['booking-drafts', 'bookings-to-confirm'] : ['quotations-expiring', 'quotations-to-price']) })));
    expect(await screen.findByText('booking-drafts body')).toBeInTheDocument();
    expect(await screen.findByText('quotations-expiring body')).toBeInTheDocument();
    // Titles from the table, in its order; a widget the user may not see is not placed.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Drafts to finish', 'Quotations expiring this week', 'Arriving this week', 'Temperature excursions',
    ]);
    expect(screen.queryByText('bookings-to-confirm body')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Arriving this week' })).getByRole('status', { name: 'Loading Arriving this week' })).toBeInTheDocument();
    arrive({ attention: attention(['shipments-arriving', 'temperature-excursions']) });
    expect(await screen.findByText('shipments-arriving body')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the other widgets when a remote fails, and Retry loads it without a reload', async () => {
    setCurrentUserOverride(testUser({ permissions: CUSTOMER }));
    let trackUp = false;
    const deps = renderHome(async (id) => {
      if (id === 'track/widgets' && !trackUp) throw new Error('offline');
      const ids = { 'bookings/widgets': ['booking-drafts'], 'quotations/widgets': ['quotations-expiring'], 'track/widgets': ['shipments-arriving', 'temperature-excursions'] }[id] ?? [];
      return { attention: attention(ids) };
    });
    expect(await screen.findByText('booking-drafts body')).toBeInTheDocument();
    const arriving = screen.getByRole('region', { name: 'Arriving this week' });
    expect(await within(arriving).findByRole('alert')).toHaveTextContent('Track & Trace is unavailable right now.');
    trackUp = true;
    await userEvent.click(within(arriving).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('shipments-arriving body')).toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('takes no widget a remote adds outside the table', async () => {
    setCurrentUserOverride(testUser({ permissions: CUSTOMER }));
    renderHome(async (id) => ({ attention: id === 'bookings/widgets' ? [...attention(['booking-drafts']), { id: 'rogue', title: 'Rogue', order: 0, component: body('rogue body') }] : [] }));
    expect(await screen.findByText('booking-drafts body')).toBeInTheDocument();
    expect(screen.queryByText('rogue body')).not.toBeInTheDocument();
  });
});
