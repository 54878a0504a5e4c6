import { PAGE_IDS, PAGES, REMOTE_NAMES, type PageDefinition, type RemoteName } from '@freightdeck/contracts';
import { toRoutes } from './remote-registry';

const page = async () => ({ default: () => null });
const remotePages = PAGE_IDS.filter((id) => PAGES[id].owner !== 'shell');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** docs/adr/010: for a page the contracts table knows, a remote never decides access. */
describe('the shell decides access to every page it knows', () => {
  it.each(remotePages)('%s: a remote declaring it open and untitled still gets the table\'s access, requirement and title', (id) => {
    const known: PageDefinition = PAGES[id];
    const owner = known.owner as RemoteName;
    const declared = { path: known.path.replace(/:(\w+)/g, ':x$1'), title: 'Declared', access: 'public', permission: undefined, page };
    const [route] = toRoutes(owner, { routes: [declared] });
    expect(route).toEqual({
      path: known.path, title: known.title, access: known.access, page,
      ...(known.requirement === undefined ? {} : { permission: known.requirement }),
    });
  });

  it.each(remotePages)('%s: a remote declaring it guest-only or with a weaker permission is overruled too', (id) => {
    const known: PageDefinition = PAGES[id];
    const [route] = toRoutes(known.owner as RemoteName, { routes: [{ path: known.path, title: known.title, access: 'guest', permission: 'nothing', page }] });
    expect([route?.access, route?.permission]).toEqual([known.access, known.requirement]);
  });

  it("ignores another owner's page, and the shell's own", () => {
    for (const name of REMOTE_NAMES) {
      const foreign = PAGE_IDS.filter((id) => PAGES[id].owner !== name).map((id) => ({ path: PAGES[id].path, title: 'Mine', access: 'public', page }));
      expect([name, toRoutes(name, { routes: foreign })]).toEqual([name, []]);
    }
  });

  it('keeps what a remote declares for a page the table does not know yet, inside its sections only', () => {
    const later = { path: '/bookings/:id/history', title: 'History', access: 'protected', permission: 'booking:view', page };
    const outside = { path: '/history', title: 'History', access: 'public', page };
    expect(toRoutes('bookings', { routes: [later, outside] })).toEqual([later]);
  });
});
