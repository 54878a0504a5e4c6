export interface RemotePage {
  remote: string;
  path: string;
  menuItem: string;
  title: string;
}

/** One protected page of each remote, reached through the shell's menu. */
export const REMOTE_PAGES: RemotePage[] = [
  { remote: 'bookings', path: '/bookings', menuItem: 'Bookings', title: 'Bookings' },
  { remote: 'quotations', path: '/quotations', menuItem: 'Quotations', title: 'Quotations' },
  { remote: 'organizations', path: '/organizations', menuItem: 'Organizations', title: 'Organizations' },
  { remote: 'track', path: '/track-and-trace', menuItem: 'Track & Trace', title: 'Track & Trace' },
  { remote: 'reports', path: '/reports', menuItem: 'Report', title: 'Report' },
];
