import { hasPermission, remoteForPath } from '@freightdeck/contracts';
import { routeLookup } from '@freightdeck/dev-shell/testing';
import defaultRoutes, { routes } from './routes';

const { route, may } = routeLookup(routes);

describe('bookings routes', () => {
  it('are exported by name and as the default', () => {
    expect(defaultRoutes).toBe(routes);
  });

  it('are exactly the pages the remote owns, with their titles and access', () => {
    expect(routes.map((r) => [r.path, r.title, r.access])).toEqual([
      ['/bookings', 'Bookings', 'protected'],
      ['/bookings/drafts', 'Bookings', 'protected'],
      ['/bookings/create', 'Bookings', 'protected'],
      ['/bookings/:id', 'Bookings', 'protected'],
      ['/schedules', 'Schedules', 'protected'],
      ['/schedules/import', 'Schedules', 'protected'],
      ['/bookings/print/:ref', 'Bookings', 'public'],
      ['/bookings/:ref/delivery', 'Bookings', 'public'],
    ]);
  });

  it('all lie in the sections the shell routes to this remote', () => {
    for (const r of routes) expect(remoteForPath(r.path)).toBe('bookings');
  });

  it('need the booking permissions', () => {
    const view = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };
    for (const path of ['/bookings', '/bookings/drafts', '/bookings/:id']) expect(route(path).permission).toEqual(view);
    expect(route('/bookings/create').permission).toEqual({ or: ['booking:own:manage', 'booking:organization:manage', 'booking:manage'] });
    for (const path of ['/schedules', '/bookings/print/:ref', '/bookings/:ref/delivery']) expect(route(path).permission).toEqual(undefined);
    // Importing a carrier's timetable changes what every customer sees: staff only.
    expect(route('/schedules/import').permission).toBe('booking:manage');
    expect(may('Viewer', '/schedules/import')).toBe(false);
  });

  it('let a viewer list bookings but not create one', () => {
    expect(may('Viewer', '/bookings')).toBe(true);
    expect(may('Viewer', '/bookings/:id')).toBe(true);
    expect(may('Viewer', '/bookings/create')).toBe(false);
  });

  it('let every seeded role that books create a booking', () => {
    for (const role of ['Platform administrator', 'Operations agent', 'Customer administrator', 'Customer user'] as const) {
      expect([role, may(role, '/bookings/create')]).toEqual([role, true]);
    }
  });

  it('keep a user without booking permissions out of the list', () => {
    expect(hasPermission(['quotation', 'organization:own:view'], route('/bookings').permission)).toBe(false);
  });
});
