import { governRoute, pageForPattern, pageRoutes, type RemoteRoute } from './remote-routes';

const load = (name: string) => async () => ({ default: name });

describe('pageRoutes', () => {
  it("builds an owner's routes from the table, in the order of its loaders", () => {
    const routes = pageRoutes('reports', { sustainabilityReport: load('green'), reports: load('report') });
    expect(routes.map(({ page: _page, ...route }) => route)).toEqual([
      { path: '/sustainability-report', title: 'Sustainability Report', access: 'protected' },
      { path: '/reports', title: 'Report', access: 'protected' },
    ]);
  });

  it('takes the requirement from the table', () => {
    const [route] = pageRoutes('track', { trackAndTrace: load('t'), tracking: load('d'), trackingShare: load('s'), trackingIntegrations: load('i') });
    expect(route?.permission).toEqual({ or: ['booking:own:view', 'booking:organization:view', 'booking:view'] });
  });

  it('needs a loader for every page of the owner, and only its pages', () => {
    // @ts-expect-error the reports remote also has the sustainability report
    expect(() => pageRoutes('reports', { reports: load('report') })).not.toThrow();
    // @ts-expect-error the bookings list belongs to the bookings remote
    expect(() => pageRoutes('reports', { reports: load('r'), sustainabilityReport: load('s'), bookings: load('b') })).toThrow(/no page "bookings"/);
  });
});

describe('governRoute: the table decides a known page, whatever the remote declares', () => {
  const page = load('page');

  it('finds a page by its pattern, parameter names aside', () => {
    expect(pageForPattern('/bookings/:ref')).toBe('booking');
    expect(pageForPattern('/bookings/drafts')).toBe('bookingDrafts');
    expect(pageForPattern('/bookings/:id/history')).toBeUndefined();
  });

  it('restores the access, requirement and title of a known page a remote declared weaker', () => {
    const declared: RemoteRoute = { path: '/bookings/:ref', title: 'Anything', access: 'public', page };
    expect(governRoute('bookings', declared)).toEqual({
      path: '/bookings/:id', title: 'Bookings', access: 'protected',
      permission: { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] }, page,
    });
  });

  it('drops a requirement the table does not ask for a known page', () => {
    expect(governRoute('bookings', { path: '/schedules', title: 'Schedules', access: 'protected', permission: 'booking:manage', page }))
      .toEqual({ path: '/schedules', title: 'Schedules', access: 'protected', page });
  });

  it("refuses a known page of another owner", () => {
    expect(governRoute('reports', { path: '/bookings/create', title: 'Create', access: 'public', page })).toBeNull();
    expect(governRoute('bookings', { path: '/login', title: 'Sign in', access: 'public', page })).toBeNull();
  });

  it('keeps what a remote declares for a page the table does not know yet', () => {
    const declared: RemoteRoute = { path: '/bookings/:id/history', title: 'History', access: 'protected', permission: 'booking:view', page };
    expect(governRoute('bookings', declared)).toBe(declared);
  });
});
