import { ACTION_PERMISSIONS as can } from './actions';
import type { PermissionRequirement } from './permissions';
import type { RemoteName } from './remote-names';

/**
 * Who may open a page: `protected` needs a session (inside the layout), `public` is open to
 * all, `guest` is public but a signed-in visitor is sent away (the sign-in pages).
 */
export type RouteAccess = 'protected' | 'public' | 'guest';

/** The shell or the remote that renders a page. */
export type PageOwner = 'shell' | RemoteName;

/** The shell's menu icons (shell/src/layout/icons.tsx draws each). */
export type MenuIcon = 'dashboard' | 'schedules' | 'quotations' | 'bookings' | 'track' | 'organizations' | 'reports' | 'users' | 'leaf' | 'profile';

/** A page's entry in the left menu; the item's name is the page's title. */
export interface PageMenuItem {
  /** Smaller first. */
  order: number;
  icon: MenuIcon;
  badge?: 'NEW';
  /** Shown only to users of the primary organization (the platform's own staff). */
  primaryOrganizationOnly?: boolean;
}

export interface PageDefinition {
  /** The route pattern, react-router syntax (`:param` segments); `paths` builds links from it. */
  path: string;
  owner: PageOwner;
  access: RouteAccess;
  /** Without it a signed-in user is sent to /dashboard (and the menu hides the item). */
  requirement?: PermissionRequirement;
  /** The menu item's name; the document title is "<title> | Freightdeck". */
  title: string;
  menu?: PageMenuItem;
}

/**
 * Every page of the portal, by id: the one table the shell's guards and menu, the remotes'
 * `./routes`, the dev shell and the link builders (`paths`) read (docs/adr/010). The shell
 * takes path, access, requirement and title from here for every page it knows, whatever a
 * remote declares. The ids are the `paths` builders' names.
 */
export const PAGES = {
  home: { path: '/', owner: 'shell', access: 'protected', title: 'Home' },
  dashboard: { path: '/dashboard', owner: 'shell', access: 'protected', title: 'Dashboard', menu: { order: 1, icon: 'dashboard' } },
  profile: { path: '/profile', owner: 'shell', access: 'protected', title: 'Profile', menu: { order: 10, icon: 'profile' } },
  login: { path: '/login', owner: 'shell', access: 'guest', title: 'Sign in' },
  forgotPassword: { path: '/forgot-password', owner: 'shell', access: 'guest', title: 'Forgot password' },
  resetPassword: { path: '/reset-password', owner: 'shell', access: 'guest', title: 'Reset password' },
  activate: { path: '/activate', owner: 'shell', access: 'guest', title: 'Activate account' },
  switchUser: { path: '/switch-user', owner: 'shell', access: 'protected', title: 'Switching user' },
  /** Sources and licences of the reference data (CC BY attribution). */
  attributions: { path: '/attributions', owner: 'shell', access: 'public', title: 'Data sources and attributions' },
  bookings: { path: '/bookings', owner: 'bookings', access: 'protected', requirement: can.bookingView, title: 'Bookings', menu: { order: 4, icon: 'bookings' } },
  bookingDrafts: { path: '/bookings/drafts', owner: 'bookings', access: 'protected', requirement: can.bookingView, title: 'Bookings' },
  bookingCreate: { path: '/bookings/create', owner: 'bookings', access: 'protected', requirement: can.bookingManage, title: 'Bookings' },
  booking: { path: '/bookings/:id', owner: 'bookings', access: 'protected', requirement: can.bookingView, title: 'Bookings' },
  bookingPrint: { path: '/bookings/print/:ref', owner: 'bookings', access: 'public', title: 'Bookings' },
  bookingDelivery: { path: '/bookings/:ref/delivery', owner: 'bookings', access: 'public', title: 'Bookings' },
  schedules: { path: '/schedules', owner: 'bookings', access: 'protected', title: 'Schedules', menu: { order: 2, icon: 'schedules' } },
  /** Staff import a carrier's timetable file (dry run, then apply); linked from /schedules. */
  scheduleImport: { path: '/schedules/import', owner: 'bookings', access: 'protected', requirement: can.bookingManageAll, title: 'Schedules' },
  quotations: { path: '/quotations', owner: 'quotations', access: 'protected', requirement: can.quotationView, title: 'Quotations', menu: { order: 3, icon: 'quotations' } },
  quotationDrafts: { path: '/quotations/drafts', owner: 'quotations', access: 'protected', requirement: can.quotationView, title: 'Quotations' },
  quotationCreate: { path: '/quotations/create', owner: 'quotations', access: 'protected', requirement: can.quotationManage, title: 'Quotations' },
  /** The pricing desk's rate cards (staff: the API answers only users of the primary organization). */
  quotationRateCards: { path: '/quotations/rate-cards', owner: 'quotations', access: 'protected', requirement: can.quotationManage, title: 'Quotations' },
  quotation: { path: '/quotations/:id', owner: 'quotations', access: 'protected', requirement: can.quotationView, title: 'Quotations' },
  quotationPrint: { path: '/quotations/print/:ref', owner: 'quotations', access: 'public', title: 'Quotations' },
  quotationShare: { path: '/quotations/share/:ref', owner: 'quotations', access: 'public', title: 'Quotations' },
  trackAndTrace: { path: '/track-and-trace', owner: 'track', access: 'protected', requirement: can.bookingView, title: 'Track & Trace', menu: { order: 5, icon: 'track' } },
  tracking: { path: '/track-and-trace/:id', owner: 'track', access: 'protected', requirement: can.bookingView, title: 'Track & Trace' },
  trackingShare: { path: '/track-and-trace/share/:id', owner: 'track', access: 'public', title: 'Track & Trace' },
  trackingIntegrations: { path: '/track-and-trace/integrations', owner: 'track', access: 'protected', requirement: can.bookingManageAll, title: 'Track & Trace' },
  organizations: { path: '/organizations', owner: 'organizations', access: 'protected', requirement: can.organizationView, title: 'Organizations', menu: { order: 6, icon: 'organizations' } },
  organizationCreate: { path: '/organizations/create', owner: 'organizations', access: 'protected', requirement: can.organizationManage, title: 'Organizations' },
  organization: { path: '/organizations/:id', owner: 'organizations', access: 'protected', requirement: can.organizationView, title: 'Organizations' },
  registrations: { path: '/organizations/registrations', owner: 'organizations', access: 'protected', requirement: can.organizationManageAll, title: 'Organizations' },
  registrationDetails: { path: '/organizations/registrations/:id', owner: 'organizations', access: 'protected', requirement: can.organizationManageAll, title: 'Organizations' },
  users: {
    path: '/users', owner: 'organizations', access: 'protected', requirement: can.userView, title: 'Users',
    menu: { order: 8, icon: 'users', primaryOrganizationOnly: true },
  },
  /** A new customer registers from a link staff sent. */
  registration: { path: '/registration', owner: 'organizations', access: 'public', title: 'Registration' },
  reports: { path: '/reports', owner: 'reports', access: 'protected', title: 'Report', menu: { order: 7, icon: 'reports' } },
  sustainabilityReport: {
    path: '/sustainability-report', owner: 'reports', access: 'protected', title: 'Sustainability Report',
    menu: { order: 9, icon: 'leaf', badge: 'NEW' },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** The pages a shell or remote renders. */
export type PageIdOf<O extends PageOwner> = { [K in PageId]: (typeof PAGES)[K]['owner'] extends O ? K : never }[PageId];

export const PAGE_IDS = Object.keys(PAGES) as PageId[];
