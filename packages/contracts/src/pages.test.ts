import { PAGE_IDS, PAGES, type PageDefinition, type PageId } from './pages';
import { hasPermission } from './permissions';
import { ACTION_PERMISSIONS } from './actions';

const requirement = (id: PageId) => (PAGES[id] as PageDefinition).requirement;

/**
 * Who may open which page, case by case (everyone else goes to /dashboard):
 * docs/product/permissions.md#page-requirements.
 */
describe('page requirements', () => {
  it.each<[string, string[], PageId, boolean]>([
    ['own bookings', ['booking:own:view'], 'bookings', true],
    ['organization bookings', ['booking:organization:view'], 'bookings', true],
    ['all bookings', ['booking:view'], 'bookings', true],
    ['the bare resource', ['booking'], 'bookings', true],
    ['manage covers view', ['booking:own:manage'], 'bookings', true],
    ['quotation only', ['quotation'], 'bookings', false],
    ['own manage may create', ['booking:own:manage'], 'bookingCreate', true],
    ['organization manage may create', ['booking:organization:manage'], 'bookingCreate', true],
    ['view may not create', ['booking:view'], 'bookingCreate', false],
    ['own organization manage may create organizations', ['organization:own:manage'], 'organizationCreate', true],
    ['organization view may not create', ['organization:view'], 'organizationCreate', false],
    ['own organization view lists organizations', ['organization:own:view'], 'organizations', true],
    ['organization review alone lists none', ['organization:review'], 'organizations', false],
    ['registrations need manage', ['organization:manage'], 'registrations', true],
    ['own manage is not registrations', ['organization:own:manage'], 'registrations', false],
    ['quotation manage creates', ['quotation:manage'], 'quotationCreate', true],
    ['quotation view does not create', ['quotation:view'], 'quotationCreate', false],
    ['quotation view lists', ['quotation:view'], 'quotations', true],
    ['the bare quotation lists', ['quotation'], 'quotations', true],
    ['user organization view sees Users', ['user:organization:view'], 'users', true],
    ['user view sees Users', ['user:view'], 'users', true],
    ['user organization manage sees Users', ['user:organization:manage'], 'users', true],
    ['user invite alone does not', ['user:invite'], 'users', false],
    ['user-role is another resource', ['user-role'], 'users', false],
    ['nothing held', [], 'bookings', false],
  ])('%s: %j → %s is %s', (_case, held, page, expected) => {
    expect(hasPermission(held, requirement(page))).toBe(expected);
  });

  it('an and-list needs every entry, an or-list any', () => {
    expect(hasPermission(['booking:view', 'quotation:view'], { and: [ACTION_PERMISSIONS.bookingView, ACTION_PERMISSIONS.quotationView] })).toBe(true);
    expect(hasPermission(['booking:view'], { and: [ACTION_PERMISSIONS.bookingView, ACTION_PERMISSIONS.quotationView] })).toBe(false);
    expect(hasPermission(['quotation:view'], { or: [ACTION_PERMISSIONS.bookingView, ACTION_PERMISSIONS.quotationView] })).toBe(true);
  });
});

describe('the page table', () => {
  const where = (access: string) => PAGE_IDS.filter((id) => PAGES[id].access === access).map((id) => PAGES[id].path);

  it('holds every page of the portal with its access', () => {
    expect(where('guest')).toEqual(['/login', '/forgot-password', '/reset-password', '/activate']);
    expect(where('public')).toEqual([
      '/attributions', '/bookings/print/:ref', '/bookings/:ref/delivery', '/quotations/print/:ref',
      '/quotations/share/:ref', '/track-and-trace/share/:id', '/registration',
    ]);
    expect(where('protected')).toEqual([
      '/', '/dashboard', '/profile', '/switch-user', '/bookings', '/bookings/drafts', '/bookings/create', '/bookings/:id',
      '/schedules', '/schedules/import', '/quotations', '/quotations/drafts', '/quotations/create', '/quotations/rate-cards', '/quotations/:id', '/track-and-trace',
      '/track-and-trace/:id', '/track-and-trace/integrations', '/organizations', '/organizations/create', '/organizations/:id', '/organizations/registrations',
      '/organizations/registrations/:id', '/users', '/reports', '/sustainability-report',
    ]);
  });

  it('gives the shell its own pages with their titles', () => {
    const shell = PAGE_IDS.filter((id) => PAGES[id].owner === 'shell').map((id) => [PAGES[id].path, PAGES[id].title]);
    expect(shell).toEqual([
      ['/', 'Home'], ['/dashboard', 'Dashboard'], ['/profile', 'Profile'], ['/login', 'Sign in'],
      ['/forgot-password', 'Forgot password'], ['/reset-password', 'Reset password'], ['/activate', 'Activate account'],
      ['/switch-user', 'Switching user'], ['/attributions', 'Data sources and attributions'],
    ]);
  });

  it('asks no permission of public, guest or shell pages, nor of schedules and reports', () => {
    const open = PAGE_IDS.filter((id) => requirement(id) === undefined);
    for (const id of open) expect([id, PAGES[id].access !== 'protected' || ['shell', 'reports'].includes(PAGES[id].owner) || id === 'schedules']).toEqual([id, true]);
    for (const id of PAGE_IDS.filter((i) => PAGES[i].access !== 'protected')) expect([id, requirement(id)]).toEqual([id, undefined]);
  });

  it('has one page per route pattern, parameter names aside', () => {
    const shapes = PAGE_IDS.map((id) => PAGES[id].path.replace(/:\w+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('keeps every page requirement as the portal has always had it', () => {
    const pinned = {
      bookings: { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] },
      bookingCreate: { or: ['booking:own:manage', 'booking:organization:manage', 'booking:manage'] },
      organizationCreate: { or: ['organization:own:manage', 'organization:manage'] },
      organizations: { or: ['organization:own:view', 'organization:view'] },
      registrations: 'organization:manage',
      quotationCreate: 'quotation:manage',
      quotations: 'quotation:view',
      quotationRateCards: 'quotation:manage',
      users: { or: ['user:organization:view', 'user:view'] },
    };
    for (const [page, requirement] of Object.entries(pinned)) expect((PAGES[page as PageId] as PageDefinition).requirement).toEqual(requirement);
  });

});
