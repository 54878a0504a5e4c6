import { sectionName } from './section-names';

describe('sectionName', () => {
  it.each([
    ['/bookings/123', 'Bookings'],
    ['/schedules', 'Schedules'],
    ['/quotations/create', 'Quotations'],
    ['/organizations/registrations/7', 'Organizations'],
    ['/users', 'Users'],
    ['/registration', 'Registration'],
    ['/track-and-trace/share/x', 'Track & Trace'],
    ['/reports', 'Report'],
    ['/sustainability-report', 'Sustainability Report'],
    ['/dashboard', 'This section'],
    ['/nowhere', 'This section'],
  ])('%s is %s', (pathname, name) => {
    expect(sectionName(pathname)).toBe(name);
  });
});
