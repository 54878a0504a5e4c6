import { MENU } from './menu';

describe('the menu', () => {
  it('lists its pages in order, each under its page title', () => {
    expect(MENU.map((item) => [item.label, item.path, item.icon])).toEqual([
      ['Dashboard', '/dashboard', 'dashboard'], ['Schedules', '/schedules', 'schedules'], ['Quotations', '/quotations', 'quotations'],
      ['Bookings', '/bookings', 'bookings'], ['Track & Trace', '/track-and-trace', 'track'], ['Organizations', '/organizations', 'organizations'],
      ['Report', '/reports', 'reports'], ['Users', '/users', 'users'], ['Sustainability Report', '/sustainability-report', 'leaf'],
      ['Profile', '/profile', 'profile'],
    ]);
  });

  it('marks Sustainability Report as new and Users as for the primary organization only', () => {
    const flagged = MENU.filter((item) => item.badge !== undefined || item.primaryOrganizationOnly !== undefined)
      .map((item) => [item.label, item.badge, item.primaryOrganizationOnly]);
    expect(flagged).toEqual([['Users', undefined, true], ['Sustainability Report', 'NEW', undefined]]);
  });

  it('hides Quotations, Bookings, Track & Trace, Organizations and Users behind their page requirements', () => {
    expect(MENU.filter((item) => item.requirement !== undefined).map((item) => item.label))
      .toEqual(['Quotations', 'Bookings', 'Track & Trace', 'Organizations', 'Users']);
  });

  it('links only to pages without parameters, each once', () => {
    for (const item of MENU) expect(item.path).not.toContain(':');
    expect(new Set(MENU.map((item) => item.order)).size).toBe(MENU.length);
  });
});
