import { paths, remoteForPath } from './paths';

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
