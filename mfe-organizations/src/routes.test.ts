import { remoteForPath } from '@freightdeck/contracts';
import { routeLookup } from '@freightdeck/dev-shell/testing';
import defaultRoutes, { routes } from './routes';

const { route, may } = routeLookup(routes);

describe('organizations routes', () => {
  it('are exported by name and as the default', () => {
    expect(defaultRoutes).toBe(routes);
  });

  it('are exactly the pages the remote owns, with their titles and access', () => {
    expect(routes.map((r) => [r.path, r.title, r.access])).toEqual([
      ['/organizations', 'Organizations', 'protected'],
      ['/organizations/create', 'Organizations', 'protected'],
      ['/organizations/registrations', 'Organizations', 'protected'],
      ['/organizations/registrations/:id', 'Organizations', 'protected'],
      ['/organizations/:id', 'Organizations', 'protected'],
      ['/users', 'Users', 'protected'],
      ['/registration', 'Registration', 'public'],
    ]);
  });

  it('all lie in the sections the shell routes to this remote', () => {
    for (const r of routes) expect(remoteForPath(r.path)).toBe('organizations');
  });

  it('need the page permissions', () => {
    const view = { or: ['organization:own:view', 'organization:view'] };
    expect(route('/organizations').permission).toEqual(view);
    expect(route('/organizations/:id').permission).toEqual(view);
    expect(route('/organizations/create').permission).toEqual({ or: ['organization:own:manage', 'organization:manage'] });
    expect(route('/organizations/registrations').permission).toEqual('organization:manage');
    expect(route('/organizations/registrations/:id').permission).toEqual('organization:manage');
    expect(route('/users').permission).toEqual({ or: ['user:organization:view', 'user:view'] });
    expect(route('/registration').permission).toBeUndefined();
  });

  it('match the seeded roles as expected', () => {
    expect(may('Viewer', '/organizations')).toBe(true);
    expect(may('Viewer', '/organizations/create')).toBe(false);
    expect(may('Viewer', '/users')).toBe(false);
    expect(may('Customer administrator', '/organizations/create')).toBe(true);
    expect(may('Customer administrator', '/users')).toBe(true);
    expect(may('Customer administrator', '/organizations/registrations')).toBe(false);
    expect(may('Operations agent', '/organizations/registrations/:id')).toBe(true);
    expect(may('Operations agent', '/users')).toBe(true);
    expect(may('Platform administrator', '/organizations/registrations')).toBe(true);
  });
});
