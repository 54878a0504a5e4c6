import { remoteForPath } from '@freightdeck/contracts';
import defaultRoutes, { routes } from './routes';

describe('reports routes', () => {
  it('are exported by name and as the default', () => {
    expect(defaultRoutes).toBe(routes);
  });

  it('are the two protected report pages, open to every signed-in user', () => {
    expect(routes.map((r) => [r.path, r.title, r.access, r.permission])).toEqual([
      ['/reports', 'Report', 'protected', undefined],
      ['/sustainability-report', 'Sustainability Report', 'protected', undefined],
    ]);
  });

  it('all lie in the sections the shell routes to this remote', () => {
    for (const r of routes) expect(remoteForPath(r.path)).toBe('reports');
  });
});
