import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, sessionStore, setCurrentUserOverride, configureAuth } from '@freightdeck/auth';
import { storageKeys } from '@freightdeck/contracts';
import { fakeRegistry, memoryStorage } from '../testing/fake-registry';
import { renderApp, signIn, testUser } from '../testing/render-app';

const bookingsPage = async () => ({ default: () => <h1>Bookings list</h1> });
const printPage = async () => ({ default: () => <h1>Printable booking</h1> });
const createPage = async () => ({ default: () => <h1>New booking</h1> });
const bookingsRemote = {
  routes: [
    { path: '/bookings', title: 'Bookings', access: 'protected', permission: { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] }, page: bookingsPage },
    { path: '/bookings/create', title: 'Bookings', access: 'protected', permission: 'booking:manage', page: createPage },
    { path: '/bookings/print/:ref', title: 'Booking', access: 'public', page: printPage },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  setCurrentUserOverride(null);
  document.title = '';
  configureAuth({ fetch: (async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('shell routes and guards', () => {
  it('sends a visitor without a session to /login and back to the origin after signing in', async () => {
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/profile', registry);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => signIn(testUser()));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('ann@nordic.test')).toBeInTheDocument();
    expect(document.title).toBe('Profile | Freightdeck');
  });

  it('does not remember the origin after logout', async () => {
    signIn();
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/profile', registry);
    await screen.findByRole('heading', { name: 'Profile' });
    await userEvent.click(screen.getByRole('button', { name: /Ann Lee/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => signIn(testUser()));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor away from /login to /', async () => {
    signIn();
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/login', registry);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/no-such-page', registry);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('loads a remote section and renders its page inside the layout with its title', async () => {
    signIn();
    const { registry, deps } = fakeRegistry(async () => bookingsRemote);
    renderApp('/bookings', registry);
    expect(await screen.findByRole('heading', { name: 'Bookings list' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(document.title).toBe('Bookings | Freightdeck');
    expect(deps.federation.load).toHaveBeenCalledWith('bookings/routes');
  });

  it('sends a user without the page permission to /dashboard', async () => {
    signIn(testUser({ permissions: ['booking:own:view'] }));
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/bookings/create', registry);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never lets a remote open a page the contracts table protects (docs/adr/010)', async () => {
    const weakened = { routes: [{ path: '/bookings/create', title: 'Open', access: 'public', page: createPage }] };
    const { registry } = fakeRegistry(async () => weakened);
    renderApp('/bookings/create', registry);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New booking' })).not.toBeInTheDocument();
  });

  it('keeps a signed-in user without the table\'s requirement out of a page a remote declared open', async () => {
    signIn(testUser({ permissions: ['booking:own:view'] }));
    const weakened = { routes: [{ path: '/bookings/create', title: 'Open', access: 'protected', page: createPage }] };
    const { registry } = fakeRegistry(async () => weakened);
    renderApp('/bookings/create', registry);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Freightdeck');
  });

  it('opens a public remote page without a session and without the layout', async () => {
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/bookings/print/BK-1', registry);
    expect(await screen.findByRole('heading', { name: 'Printable booking' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('a protected remote page without a session goes to /login once the remote is known', async () => {
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/bookings', registry);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a remote that keeps failing shows its section unavailable while the menu works, and Retry recovers', async () => {
    signIn();
    const storage = memoryStorage();
    storage.setItem(storageKeys.remoteReload('bookings'), String(1_000_000)); // the reload already happened
    let fail = true;
    const { registry, deps } = fakeRegistry(async () => {
      if (fail) throw new Error('remoteEntry failed');
      return bookingsRemote;
    }, { storage });
    renderApp('/bookings', registry);
    expect(await screen.findByRole('region', { name: 'Bookings is unavailable' })).toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();

    // The rest of the portal keeps working.
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByRole('region', { name: 'Bookings is unavailable' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bookings list' })).toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('hides menu items without their permission; Users needs a primary-organization user', async () => {
    signIn(testUser({ permissions: ['booking:own:view', 'user:view'], userOfPrimaryOrganization: false }));
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/dashboard', registry);
    await screen.findByRole('heading', { name: 'Dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const names = Array.from(menu.querySelectorAll('li a')).map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual(['Dashboard', 'Schedules', 'Bookings', 'Track & Trace', 'Report', 'Sustainability Report', 'Profile']);
  });

  it('the menu starts collapsed and expands on request', async () => {
    signIn(testUser({ permissions: ['user:view'], userOfPrimaryOrganization: true }));
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/dashboard', registry);
    await screen.findByRole('heading', { name: 'Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Expand menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sustainability Report')).toBeVisible();
    expect(screen.getByText('NEW')).toBeInTheDocument();
  });

  it('leaving the protected shell clears the reference data', async () => {
    signIn();
    localStorage.setItem(storageKeys.references('airports'), '[]');
    const { registry } = fakeRegistry(async () => bookingsRemote);
    renderApp('/dashboard', registry);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(() => logout());
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(localStorage.getItem(storageKeys.references('airports'))).toBeNull());
  });
});
