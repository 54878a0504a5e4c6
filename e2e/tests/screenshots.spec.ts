import { PAGE_IDS, paths, type PageId } from '@freightdeck/contracts';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import type { CspViolation } from '../support/csp';
import { LINK_IN_MAIL, waitForMail } from '../support/outbox';
import { startPortal, type RunningPortal } from '../support/portal-process';
import { apiAs, ok, pictureAndCheck, screenshotContext } from '../support/screenshots';
import { e2ePort } from '../support/server';
import { FROZEN_CLOCK_AT, frozenClock } from '../support/worlds';

/**
 * Every route of the portal, pictured at 1280×800 and at 390 px and checked with axe (zero
 * serious or critical), in the frozen demo world: seeded at SEED_NOW, served and shown on a
 * clock fixed at FROZEN_CLOCK_AT (docs/adr/031-screenshot-suite.md). A layout change shows up as
 * a failing picture; when it is meant, update the baselines with `pnpm e2e:screenshots:update`
 * and review the new images in the diff (e2e/README.md#screenshots).
 *
 * One signed-in page per person walks that person's routes; the table below names a route for
 * every page of the page table (PAGES), which the compiler and the first test hold it to.
 */
const port = e2ePort() + 5;
const baseURL = `http://127.0.0.1:${port}`;

type Who = 'guest' | 'nils' | 'admin';
const EMAIL: Record<Who, string | null> = { guest: null, nils: accounts.nils, admin: accounts.admin };

/** What the routes open, looked up once in the frozen world (the same records every run). */
interface World {
  booking: { id: string; ref: string };
  quotation: { id: string; ref: string };
  organizationId: string;
  bookingShare: { print: string; delivery: string; token: string };
  quotationShare: { share: string; print: string };
  registrationLink: string;
  registrationId?: string;
}

interface Route {
  who: Who;
  /** The picture's name (files `<name>-desktop.png`, `<name>-phone.png`). */
  name: string;
  url: (world: World) => string;
  /** Before the page is opened (a registration sent, a request held…). */
  prepare?: (page: Page, world: World) => Promise<void>;
  /** The page is pictured while a request it made is held (prepare holds it). */
  waiting?: boolean;
}

const route = (who: Who, name: string, url: string | ((world: World) => string), more: Pick<Route, 'prepare' | 'waiting'> = {}): Route => ({
  who, name, url: typeof url === 'string' ? () => url : url, ...more,
});

/** Held until released: the request stays pending while the page is pictured. */
let releaseHeld: () => void = () => undefined;

/** Every page id, its route or routes (the compiler refuses a page of PAGES left out). */
const ROUTES: Record<PageId, Route[]> = {
  login: [route('guest', 'login', paths.login())],
  forgotPassword: [route('guest', 'forgot-password', paths.forgotPassword())],
  resetPassword: [route('guest', 'reset-password', `${paths.resetPassword()}?token=not-a-real-token`)],
  activate: [route('guest', 'activate', `${paths.activate()}?token=not-a-real-token`)],
  attributions: [route('guest', 'attributions', paths.attributions())],
  registration: [route('guest', 'registration', (w) => w.registrationLink)],
  bookingPrint: [route('guest', 'booking-print', (w) => w.bookingShare.print), route('nils', 'booking-print-signed-in', (w) => paths.bookingPrint(w.booking.ref))],
  bookingDelivery: [route('guest', 'booking-delivery', (w) => w.bookingShare.delivery)],
  quotationShare: [route('guest', 'quotation-share', (w) => w.quotationShare.share)],
  quotationPrint: [route('guest', 'quotation-print', (w) => w.quotationShare.print)],
  trackingShare: [route('guest', 'tracking-share', (w) => paths.trackingShare(w.bookingShare.token))],

  home: [route('nils', 'home-customer', paths.home()), route('admin', 'home-staff', paths.home())],
  dashboard: [route('nils', 'dashboard-customer', paths.dashboard()), route('admin', 'dashboard-staff', paths.dashboard())],
  profile: [route('nils', 'profile', paths.profile())],
  bookings: [route('nils', 'bookings-customer', paths.bookings()), route('admin', 'bookings-staff', paths.bookings())],
  bookingDrafts: [route('nils', 'booking-drafts', paths.bookingDrafts())],
  bookingCreate: [route('nils', 'booking-create', paths.bookingCreate())],
  booking: [route('nils', 'booking', (w) => paths.booking(w.booking.id))],
  schedules: [route('nils', 'schedules', paths.schedules())],
  scheduleImport: [route('admin', 'schedule-import', paths.scheduleImport())],
  quotations: [route('nils', 'quotations-customer', paths.quotations()), route('admin', 'quotations-staff', paths.quotations())],
  quotationDrafts: [route('nils', 'quotation-drafts', paths.quotationDrafts())],
  quotationCreate: [route('nils', 'quotation-create', paths.quotationCreate())],
  quotationRateCards: [route('admin', 'quotation-rate-cards', paths.quotationRateCards())],
  quotation: [route('nils', 'quotation', (w) => paths.quotation(w.quotation.id))],
  trackAndTrace: [route('nils', 'track-and-trace', paths.trackAndTrace())],
  tracking: [route('nils', 'tracking', (w) => paths.tracking(w.booking.ref))],
  trackingIntegrations: [route('admin', 'tracking-integrations', paths.trackingIntegrations())],
  organizations: [route('nils', 'organizations-customer', paths.organizations()), route('admin', 'organizations-staff', paths.organizations())],
  organizationCreate: [route('admin', 'organization-create', paths.organizationCreate())],
  organization: [route('nils', 'organization', (w) => paths.organization(w.organizationId))],
  registrations: [route('admin', 'registrations', paths.registrations())],
  // The application the link's holder sends once the form was pictured (the link works once).
  registrationDetails: [route('admin', 'registration-details', (w) => paths.registrationDetails(w.registrationId!), {
    prepare: async (_page, w) => {
      w.registrationId ??= await sendRegistration(w);
    },
  })],
  users: [route('admin', 'users', paths.users())],
  reports: [route('nils', 'reports-customer', paths.reports()), route('admin', 'reports-staff', paths.reports())],
  sustainabilityReport: [route('nils', 'sustainability-report', paths.sustainabilityReport())],
  // The moment between choosing "Impersonate" and the swapped session, held on its request
  // (then refused: the admin's session stays).
  switchUser: [route('admin', 'switch-user', '/switch-user?action=IMPERSONATE&userId=held', {
    waiting: true,
    prepare: async (page) => {
      const held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
      await page.route('**/v1/auth/impersonate', async (request) => {
        await held;
        await request.abort();
      });
    },
  })],
};
/** Not a page of the table: what an unknown path shows. */
const EXTRA: Route[] = [route('nils', 'not-found', '/no/such/page')];

const ORDER: Who[] = ['guest', 'nils', 'admin'];
const ALL = [...Object.values(ROUTES).flat(), ...EXTRA];

let portal: RunningPortal | undefined;
let world: World | undefined;

test.describe.configure({ timeout: 120_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await startPortal(port, { SEED_DEMO: 'true', ...frozenClock(FROZEN_CLOCK_AT) }, { world: 'frozen' });
  world = await lookUpWorld();
});
test.afterAll(async () => portal?.stop());

/** What the routes open, and the share links and registration link the public pages need. */
async function lookUpWorld(): Promise<World> {
  const nils = await apiAs(baseURL, accounts.nils);
  const admin = await apiAs(baseURL, accounts.admin);
  try {
    type Page<T> = { items: T[] };
    type Ref = { id: string; ref: string };
    // The newest shipments on their way: one pictured, the next one shared (its share links would show on the first's page).
    const [booking, shared] = (await ok<Page<Ref>>(nils.api.get('/v1/bookings', { params: { status: 'IN_TRANSIT', pageSize: 2 } }))).items;
    const [quotation, sharedQuotation] = (await ok<Page<Ref>>(nils.api.get('/v1/quotations', { params: { status: 'ISSUED', pageSize: 2 } }))).items;
    if (!booking || !shared || !quotation || !sharedQuotation) throw new Error('the frozen world has too few bookings in transit or issued quotations');
    const self = await ok<{ organizations: { id: string }[] }>(nils.api.get('/v1/users/self'));
    const bookingShare = await ok<{ token: string; urls: { print: string; delivery: string } }>(nils.api.post(`/v1/bookings/${shared.id}/share-links`, { data: { expiresInDays: 30 } }));
    const quotationShare = await ok<{ urls: { share: string; print: string } }>(nils.api.post(`/v1/quotations/${sharedQuotation.id}/share-links`, { data: { expiresInDays: 14 } }));
    const applicant = 'liga@baltic-bio.test';
    await ok(admin.api.post('/v1/organizations/registration-links', { data: { email: applicant, companyName: 'Baltic Bio', message: 'Welcome aboard.' } }));
    const registrationLink = await waitForMail(admin.api, applicant, LINK_IN_MAIL('/registration'));
    return {
      booking: { id: booking.id, ref: booking.ref }, quotation: { id: quotation.id, ref: quotation.ref }, organizationId: self.organizations[0]!.id,
      bookingShare: { ...bookingShare.urls, token: bookingShare.token }, quotationShare: quotationShare.urls, registrationLink,
    };
  } finally {
    await nils.dispose();
    await admin.dispose();
  }
}

/** The application the registration link's holder sends (after the form was pictured). */
async function sendRegistration(w: World): Promise<string> {
  const token = new URL(w.registrationLink, baseURL).searchParams.get('token');
  const guest = await apiAs(baseURL, null);
  try {
    const sent = await ok<{ id: string }>(guest.api.post('/v1/organizations/registrations', {
      data: {
        token, company: { name: 'Baltic Bio', country: 'LV', address: 'Ganību dambis 24, Riga', taxId: 'LV40003012345', website: 'https://baltic-bio.test' },
        administrator: { firstName: 'Līga', lastName: 'Ozola', email: 'liga@baltic-bio.test', phone: '+37120000000', position: 'Logistics lead' },
      },
    }));
    return sent.id;
  } finally {
    await guest.dispose();
  }
}

test('every page of the page table has a pictured route', () => {
  expect(PAGE_IDS.filter((id) => !ROUTES[id]?.length)).toEqual([]);
  const names = ALL.map((r) => r.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

for (const who of ORDER) {
  test.describe(`as ${who}`, () => {
    // One page per person for all of that person's routes (a sign-in, not one per route).
    let context: BrowserContext | undefined;
    let page: Page | undefined;
    const violations: CspViolation[] = [];

    test.beforeAll(async ({ browser }) => {
      ({ context, page } = await screenshotContext(browser, baseURL, EMAIL[who], violations));
    });
    test.afterAll(async () => context?.close());

    for (const r of ALL.filter((x) => x.who === who)) {
      test(`${r.name} (${who})`, async () => {
        const w = world!;
        const p = page!;
        await r.prepare?.(p, w);
        try {
          await p.goto(r.url(w));
          await expect(r.waiting ? p.getByText('Switching user...') : p.getByRole('heading').first()).toBeVisible();
          await pictureAndCheck(p, r.name, { waiting: r.waiting });
        } finally {
          if (r.waiting) {
            releaseHeld();
            await p.unrouteAll({ behavior: 'ignoreErrors' });
          }
        }
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      });
    }
  });
}
