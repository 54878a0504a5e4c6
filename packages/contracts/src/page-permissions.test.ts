import { hasPermission, PAGE_PERMISSIONS } from './permissions';

type Page = keyof typeof PAGE_PERMISSIONS;

/** Spec §6, case by case: who may open which page (everyone else goes to /dashboard). */
describe('spec §6 page requirements', () => {
  it.each<[string, string[], Page, boolean]>([
    ['own bookings', ['booking:own:view'], 'bookingView', true],
    ['organization bookings', ['booking:organization:view'], 'bookingView', true],
    ['all bookings', ['booking:view'], 'bookingView', true],
    ['the bare resource', ['booking'], 'bookingView', true],
    ['manage covers view', ['booking:own:manage'], 'bookingView', true],
    ['quotation only', ['quotation'], 'bookingView', false],
    ['own manage may create', ['booking:own:manage'], 'bookingCreate', true],
    ['organization manage may create', ['booking:organization:manage'], 'bookingCreate', true],
    ['view may not create', ['booking:view'], 'bookingCreate', false],
    ['own organization manage may create organizations', ['organization:own:manage'], 'organizationCreate', true],
    ['organization view may not create', ['organization:view'], 'organizationCreate', false],
    ['own organization view lists organizations', ['organization:own:view'], 'organizationView', true],
    ['organization review alone lists none', ['organization:review'], 'organizationView', false],
    ['registrations need manage', ['organization:manage'], 'registrations', true],
    ['own manage is not registrations', ['organization:own:manage'], 'registrations', false],
    ['quotation manage creates', ['quotation:manage'], 'quotationCreate', true],
    ['quotation view does not create', ['quotation:view'], 'quotationCreate', false],
    ['quotation view lists', ['quotation:view'], 'quotationView', true],
    ['the bare quotation lists', ['quotation'], 'quotationView', true],
    ['user organization view sees Users', ['user:organization:view'], 'users', true],
    ['user view sees Users', ['user:view'], 'users', true],
    ['user organization manage sees Users', ['user:organization:manage'], 'users', true],
    ['user invite alone does not', ['user:invite'], 'users', false],
    ['user-role is another resource', ['user-role'], 'users', false],
    ['nothing held', [], 'bookingView', false],
  ])('%s: %j → %s is %s', (_case, held, page, expected) => {
    expect(hasPermission(held, PAGE_PERMISSIONS[page])).toBe(expected);
  });

  it('an and-list needs every entry, an or-list any', () => {
    expect(hasPermission(['booking:view', 'quotation:view'], { and: [PAGE_PERMISSIONS.bookingView, PAGE_PERMISSIONS.quotationView] })).toBe(true);
    expect(hasPermission(['booking:view'], { and: [PAGE_PERMISSIONS.bookingView, PAGE_PERMISSIONS.quotationView] })).toBe(false);
    expect(hasPermission(['quotation:view'], { or: [PAGE_PERMISSIONS.bookingView, PAGE_PERMISSIONS.quotationView] })).toBe(true);
  });
});
