import { paths, patternShape, REMOTE_SECTIONS, remoteForPath } from './paths';

describe('remoteForPath', () => {
  it.each([
    ['/bookings/123', 'bookings'],
    ['/schedules', 'bookings'],
    ['/users', 'organizations'],
    ['/registration', 'organizations'],
    ['/track-and-trace/share/abc', 'track'],
    ['/sustainability-report', 'reports'],
    ['/dashboard', null],
    ['/bookingsX', null],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it('encodes parameters in links', () => {
    expect(paths.booking('a/b')).toBe('/bookings/a%2Fb');
  });
});

describe('paths, built from the page table', () => {
  it('builds every link', () => {
    expect([paths.home(), paths.dashboard(), paths.login(), paths.switchUser(), paths.attributions()])
      .toEqual(['/', '/dashboard', '/login', '/switch-user', '/attributions']);
    expect([paths.bookings(), paths.bookingDrafts(), paths.bookingCreate(), paths.booking('FD-1'), paths.bookingPrint('FD 1'), paths.bookingDelivery('FD-1')])
      .toEqual(['/bookings', '/bookings/drafts', '/bookings/create', '/bookings/FD-1', '/bookings/print/FD%201', '/bookings/FD-1/delivery']);
    expect([paths.quotation('q'), paths.quotationPrint('r'), paths.quotationShare('s'), paths.tracking('t'), paths.trackingShare('u')])
      .toEqual(['/quotations/q', '/quotations/print/r', '/quotations/share/s', '/track-and-trace/t', '/track-and-trace/share/u']);
    expect([paths.organization('o'), paths.registrations(), paths.registrationDetails('r'), paths.users(), paths.sustainabilityReport()])
      .toEqual(['/organizations/o', '/organizations/registrations', '/organizations/registrations/r', '/users', '/sustainability-report']);
  });

  it('takes exactly one argument per parameter', () => {
    // @ts-expect-error a booking link needs its id
    expect(paths.booking()).toBe('/bookings/');
    // @ts-expect-error the list takes none
    expect(paths.bookings('x')).toBe('/bookings');
  });

  it('compares route patterns by their shape', () => {
    expect(patternShape('/bookings/:ref/delivery')).toBe(patternShape('/bookings/:id/delivery'));
    expect(patternShape('/bookings/:id')).not.toBe(patternShape('/bookings/drafts'));
  });
});

describe('REMOTE_SECTIONS', () => {
  it("are the first path segments of each remote's pages", () => {
    expect(REMOTE_SECTIONS).toEqual({
      bookings: ['/bookings', '/schedules'],
      quotations: ['/quotations'],
      organizations: ['/organizations', '/users', '/registration'],
      track: ['/track-and-trace'],
      reports: ['/reports', '/sustainability-report'],
    });
  });
});
