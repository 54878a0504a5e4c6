/** The name a user knows a section by (the menu's words), for "<Section> is unavailable". */
const SECTION_NAMES: Record<string, string> = {
  '/bookings': 'Bookings',
  '/schedules': 'Schedules',
  '/quotations': 'Quotations',
  '/organizations': 'Organizations',
  '/users': 'Users',
  '/registration': 'Registration',
  '/track-and-trace': 'Track & Trace',
  '/reports': 'Report',
  '/sustainability-report': 'Sustainability Report',
};

export function sectionName(pathname: string): string {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return SECTION_NAMES[first] ?? 'This section';
}
