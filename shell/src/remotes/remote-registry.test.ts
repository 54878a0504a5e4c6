import { storageKeys } from '@freightdeck/contracts';
import { fakeRegistry, MANIFEST, memoryStorage } from '../testing/fake-registry';
import { RELOAD_WINDOW_MS } from './remote-registry';

const page = async () => ({ default: () => null });
const bookingRoutes = { routes: [
  { path: '/bookings', title: 'Bookings', access: 'protected', page },
  { path: '/quotations', title: 'Not ours', access: 'protected', page },
] };
const settle = () => new Promise((r) => setTimeout(r, 0));
const RELOAD_KEY = storageKeys.remoteReload('bookings');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('remote registry', () => {
  it('swaps a loaded remote for the release /remotes.json names on the next navigation, leaving the others', async () => {
    const { registry, deps } = fakeRegistry(async () => bookingRoutes);
    registry.ensure('bookings');
    await settle();
    // Nothing changed: no new registration.
    await registry.revalidate('bookings');
    expect(deps.federation.register).toHaveBeenCalledTimes(1);

    const v2 = 'http://localhost/releases/bookings/v2/mf-manifest.json';
    (deps.loadManifest as jest.Mock).mockResolvedValue({ ...MANIFEST, bookings: v2 });
    deps.federation.load = jest.fn(async () => ({ routes: [{ path: '/bookings', title: 'Bookings', access: 'protected', page }, { path: '/bookings/new-page', title: 'New', access: 'protected', page }] })) as never;
    await registry.revalidate('bookings');
    expect(deps.federation.register).toHaveBeenLastCalledWith([{ name: 'bookings', entry: v2 }], true);
    expect(registry.getSnapshot().bookings.routes.map((r) => r.path)).toEqual(['/bookings', '/bookings/new-page']);
    expect(registry.getSnapshot().reports.status).toBe('idle');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once for a release to an origin the page\'s policy does not allow, never loading it in place', async () => {
    const { registry, deps } = fakeRegistry(async () => bookingRoutes);
    registry.ensure('bookings');
    await settle();
    (deps.loadManifest as jest.Mock).mockResolvedValue({ ...MANIFEST, bookings: 'http://cdn.example.com/bookings/v2/mf-manifest.json' });
    await registry.revalidate('bookings');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.federation.register).toHaveBeenCalledTimes(1);
    // Within the window a second time keeps the version shown rather than reloading in a loop.
    await registry.revalidate('bookings');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.federation.register).toHaveBeenCalledTimes(1);
    expect(registry.getSnapshot().bookings.status).toBe('loaded');
  });

  it('swaps in place a release on the page\'s own origin or on one the first manifest named', async () => {
    const { registry, deps } = fakeRegistry(async () => bookingRoutes, { pageOrigin: () => 'http://portal.example.org', loadManifest: jest.fn(async () => ({ ...MANIFEST, reports: 'http://cdn.example.com/reports/v1/mf-manifest.json' })) });
    registry.ensure('bookings');
    await settle();
    for (const entry of ['http://portal.example.org/releases/bookings/v2/mf-manifest.json', 'http://cdn.example.com/bookings/v3/mf-manifest.json']) {
      (deps.loadManifest as jest.Mock).mockResolvedValue({ ...MANIFEST, reports: 'http://cdn.example.com/reports/v1/mf-manifest.json', bookings: entry });
      await registry.revalidate('bookings');
      expect(deps.federation.register).toHaveBeenLastCalledWith([{ name: 'bookings', entry }], true);
    }
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('keeps the version shown when the new release cannot be loaded', async () => {
    const { registry, deps } = fakeRegistry(async () => bookingRoutes);
    registry.ensure('bookings');
    await settle();
    (deps.loadManifest as jest.Mock).mockResolvedValue({ ...MANIFEST, bookings: 'http://localhost/broken/mf-manifest.json' });
    deps.federation.load = jest.fn(async () => { throw new Error('gone'); }) as never;
    await registry.revalidate('bookings');
    expect(registry.getSnapshot().bookings).toMatchObject({ status: 'loaded', routes: [expect.objectContaining({ path: '/bookings' })] });
  });

  it('registers the manifest remotes and loads a remote\'s routes once, keeping only its own sections', async () => {
    const { registry, deps } = fakeRegistry(async () => bookingRoutes);
    registry.ensure('bookings');
    registry.ensure('bookings');
    await settle();
    expect(deps.federation.register).toHaveBeenCalledWith([
      { name: 'bookings', entry: 'http://localhost/remotes/bookings/mf-manifest.json' },
      { name: 'reports', entry: 'http://localhost/remotes/reports/mf-manifest.json' },
    ]);
    expect(deps.federation.load).toHaveBeenCalledTimes(1);
    expect(deps.federation.load).toHaveBeenCalledWith('bookings/routes');
    const state = registry.getSnapshot().bookings;
    expect(state.status).toBe('loaded');
    expect(state.routes.map((r) => r.path)).toEqual(['/bookings']);
  });

  it('accepts a default export of routes', async () => {
    const { registry } = fakeRegistry(async () => ({ default: bookingRoutes.routes }));
    registry.ensure('bookings');
    await settle();
    expect(registry.getSnapshot().bookings.status).toBe('loaded');
  });

  it('reloads the page once on the first failure, remembering the attempt', async () => {
    const { registry, deps } = fakeRegistry(async () => { throw new Error('ChunkLoadError'); });
    registry.ensure('bookings');
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.storage.getItem(RELOAD_KEY)).toBe('1000000');
    expect(registry.getSnapshot().bookings.status).toBe('loading');
  });

  it('after the reload a second failure shows the section unavailable, without another reload', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY, String(1_000_000 - 2_000));
    const { registry, deps } = fakeRegistry(async () => { throw new Error('offline'); }, { storage });
    registry.ensure('bookings');
    await settle();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(registry.getSnapshot().bookings.status).toBe('failed');
  });

  it('an old attempt does not block a new reload', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY, String(1_000_000 - RELOAD_WINDOW_MS - 1));
    const { registry, deps } = fakeRegistry(async () => { throw new Error('offline'); }, { storage });
    registry.ensure('bookings');
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('Retry loads afresh without reloading, and recovers', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY, String(1_000_000));
    let fail = true;
    const { registry, deps } = fakeRegistry(async () => {
      if (fail) throw new Error('offline');
      return bookingRoutes;
    }, { storage });
    registry.ensure('bookings');
    await settle();
    expect(registry.getSnapshot().bookings.status).toBe('failed');

    await registry.retry('bookings');
    expect(registry.getSnapshot().bookings.status).toBe('failed');
    expect(deps.reload).not.toHaveBeenCalled();

    fail = false;
    await registry.retry('bookings');
    expect(deps.federation.register).toHaveBeenLastCalledWith([{ name: 'bookings', entry: 'http://localhost/remotes/bookings/mf-manifest.json' }], true);
    expect(registry.getSnapshot().bookings.status).toBe('loaded');
    expect(storage.getItem(RELOAD_KEY)).toBeNull();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('fetches the manifest again after it failed', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY, String(1_000_000));
    const loadManifest = jest.fn()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue({ bookings: 'http://localhost/remotes/bookings/mf-manifest.json' });
    const { registry } = fakeRegistry(async () => bookingRoutes, { storage, loadManifest });
    registry.ensure('bookings');
    await settle();
    expect(registry.getSnapshot().bookings.status).toBe('failed');
    await registry.retry('bookings');
    expect(loadManifest).toHaveBeenCalledTimes(2);
    expect(registry.getSnapshot().bookings.status).toBe('loaded');
  });
});
