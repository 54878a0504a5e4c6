/**
 * The portal's route table (spec §2). Remotes link to each other's pages through these
 * builders, never by importing each other.
 */
const enc = encodeURIComponent;

export const paths = {
  home: () => '/',
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  activate: () => '/activate',
  switchUser: () => '/switch-user',
  registration: () => '/registration',
  /** Sources and licences of the reference data (CC BY attribution). */
  attributions: () => '/attributions',
  bookings: () => '/bookings',
  bookingDrafts: () => '/bookings/drafts',
  bookingCreate: () => '/bookings/create',
  booking: (id: string) => `/bookings/${enc(id)}`,
  bookingPrint: (ref: string) => `/bookings/print/${enc(ref)}`,
  bookingDelivery: (ref: string) => `/bookings/${enc(ref)}/delivery`,
  schedules: () => '/schedules',
  quotations: () => '/quotations',
  quotationDrafts: () => '/quotations/drafts',
  quotationCreate: () => '/quotations/create',
  quotation: (id: string) => `/quotations/${enc(id)}`,
  quotationPrint: (ref: string) => `/quotations/print/${enc(ref)}`,
  quotationShare: (ref: string) => `/quotations/share/${enc(ref)}`,
  trackAndTrace: () => '/track-and-trace',
  tracking: (id: string) => `/track-and-trace/${enc(id)}`,
  trackingShare: (id: string) => `/track-and-trace/share/${enc(id)}`,
  organizations: () => '/organizations',
  organizationCreate: () => '/organizations/create',
  organization: (id: string) => `/organizations/${enc(id)}`,
  registrations: () => '/organizations/registrations',
  registrationDetails: (id: string) => `/organizations/registrations/${enc(id)}`,
  users: () => '/users',
  reports: () => '/reports',
  sustainabilityReport: () => '/sustainability-report',
} as const;

export const REMOTE_NAMES = ['bookings', 'quotations', 'organizations', 'track', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Which remote owns which top-level path segments: the shell routes a section to its remote. */
export const REMOTE_SECTIONS: Record<RemoteName, readonly string[]> = {
  bookings: ['/bookings', '/schedules'],
  quotations: ['/quotations'],
  organizations: ['/organizations', '/users', '/registration'],
  track: ['/track-and-trace'],
  reports: ['/reports', '/sustainability-report'],
};

/** The remote that owns a pathname, or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    if (REMOTE_SECTIONS[name].some((p) => pathname === p || pathname.startsWith(`${p}/`))) return name;
  }
  return null;
}

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
