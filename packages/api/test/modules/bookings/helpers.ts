import type { Booking, CreateBookingInput, Self } from '@freightdeck/contracts';
import { referenceRepository } from '../../../src/modules/references/repository';
import { builtinStoredRows } from '../../../src/reference-data';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PEOPLE } from '../../helpers/demo-people';

export const USERS = DEMO_PEOPLE;
export type Who = keyof typeof USERS;

export interface BookingsWorld {
  t: TestApp;
  headers: Record<Who, Record<string, string>>;
  self: Record<Who, Self>;
  acmeId: string;
  nordicId: string;
}

/** The app with the demo world, the airports and seaports (bookings look their places up), and every role signed in. */
export async function bookingsWorld(): Promise<BookingsWorld> {
  const t = await createTestApp();
  const rows = builtinStoredRows();
  await referenceRepository.insert(t.database.db, 'airports', 'builtin', rows.airports, 'keep');
  await referenceRepository.insert(t.database.db, 'seaports', 'builtin', rows.seaports, 'keep');
  const headers = {} as BookingsWorld['headers'];
  const self = {} as BookingsWorld['self'];
  for (const who of Object.keys(USERS) as Who[]) {
    headers[who] = authHeaders(await signIn(t.app, USERS[who]));
    self[who] = (await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: headers[who] })).json<Self>();
  }
  return { t, headers, self, acmeId: self.anna.organizations[0]!.id, nordicId: self.nils.organizations[0]!.id };
}

export async function call(w: BookingsWorld, who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, extra: Record<string, string> = {}) {
  return w.t.app.inject({ method, url, headers: { ...w.headers[who], ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Creates a booking through the API and returns it (fails the test on anything but 201). */
export async function book(w: BookingsWorld, who: Who, body: CreateBookingInput): Promise<Booking> {
  const response = await call(w, who, 'POST', '/v1/bookings', body);
  if (response.statusCode !== 201) throw new Error(`booking as ${who} failed: ${response.statusCode} ${response.body}`);
  return response.json<Booking>();
}

/** The actor context of a signed-in demo user, as the service takes it (the seed's way in). */
export const actorOf = (w: BookingsWorld, who: Who) => ({
  userId: w.self[who].id, organizations: w.self[who].organizations, permissions: w.self[who].permissions, impersonatedById: null,
});
