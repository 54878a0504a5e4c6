import { memoryStorage } from '../testing/fake-registry';
import { loadWithReload } from './lazy-page';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a lazy page that fails to load', () => {
  it('reloads the page once', async () => {
    const deps = { storage: memoryStorage(), reload: jest.fn(), now: () => 5_000_000 };
    const pending = loadWithReload(() => Promise.reject(new Error('ChunkLoadError')), deps);
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    void pending;
  });

  it('fails (to the error boundary) instead of reloading again right after a reload', async () => {
    const deps = { storage: memoryStorage(), reload: jest.fn(), now: () => 5_000_000 };
    deps.storage.setItem('freightdeck/page-reload', String(5_000_000 - 1000));
    await expect(loadWithReload(() => Promise.reject(new Error('ChunkLoadError')), deps)).rejects.toThrow('ChunkLoadError');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('forgets the attempt once a page loads', async () => {
    const deps = { storage: memoryStorage(), reload: jest.fn(), now: () => 5_000_000 };
    deps.storage.setItem('freightdeck/page-reload', '1');
    await expect(loadWithReload(() => Promise.resolve('page'), deps)).resolves.toBe('page');
    expect(deps.storage.getItem('freightdeck/page-reload')).toBeNull();
  });
});
