import { hasPermission, remoteForPath } from '@freightdeck/contracts';
import { permissionsOf } from '@freightdeck/dev-shell';
import { routeLookup } from '@freightdeck/dev-shell/testing';
import defaultRoutes, { routes } from './routes';

const { route } = routeLookup(routes);

describe('track-and-trace routes', () => {
  it('are exported by name and as the default', () => {
    expect(defaultRoutes).toBe(routes);
  });

  it('are exactly the pages the remote owns, with their titles and access', () => {
    expect(routes.map((r) => [r.path, r.title, r.access])).toEqual([
      ['/track-and-trace', 'Track & Trace', 'protected'],
      ['/track-and-trace/:id', 'Track & Trace', 'protected'],
      ['/track-and-trace/share/:id', 'Track & Trace', 'public'],
      ['/track-and-trace/integrations', 'Track & Trace', 'protected'],
    ]);
  });

  it('all lie in the sections the shell routes to this remote', () => {
    for (const r of routes) expect(remoteForPath(r.path)).toBe('track');
  });

  it('need the booking view permissions; the share page none', () => {
    const view = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };
    expect(route('/track-and-trace').permission).toEqual(view);
    expect(route('/track-and-trace/:id').permission).toEqual(view);
    expect(route('/track-and-trace/share/:id').permission).toBeUndefined();
    // Integrations and their keys: staff who manage every booking.
    expect(route('/track-and-trace/integrations').permission).toBe('booking:manage');
  });

  it('let every seeded role track, and nobody without a booking permission', () => {
    for (const role of ['Platform administrator', 'Operations agent', 'Customer administrator', 'Customer user', 'Viewer'] as const) {
      expect([role, hasPermission(permissionsOf(role), route('/track-and-trace').permission)]).toEqual([role, true]);
    }
    expect(hasPermission(['quotation', 'organization:own:view'], route('/track-and-trace/:id').permission)).toBe(false);
  });
});
