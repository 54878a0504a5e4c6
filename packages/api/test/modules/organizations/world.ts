import type { Contact, Organization, Self } from '@freightdeck/contracts';
import { createDomainServices } from '../../../src/composition/services';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PEOPLE } from '../../helpers/demo-people';

export const USERS = DEMO_PEOPLE;
export type Who = keyof typeof USERS;
export const EVERYONE = Object.keys(USERS) as Who[];

export interface OrganizationsWorld {
  t: TestApp;
  headers: Record<Who, Record<string, string>>;
  self: Record<Who, Self>;
  /** Organization ids of the demo world. */
  ids: { primary: string; acme: string; nordic: string; pacific: string };
}

/** The app with the demo world and every role signed in. */
export async function organizationsWorld(): Promise<OrganizationsWorld> {
  const t = await createTestApp();
  const headers = {} as OrganizationsWorld['headers'];
  const self = {} as OrganizationsWorld['self'];
  for (const who of EVERYONE) {
    headers[who] = authHeaders(await signIn(t.app, USERS[who]));
    self[who] = (await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: headers[who] })).json<Self>();
  }
  const services = createDomainServices(t.database.db);
  const idOf = async (name: string) => (await services.organizations.findByName(name))!.id;
  const ids = { primary: await idOf('Freightdeck Operations'), acme: await idOf('Acme Pharma'), nordic: await idOf('Nordic Fresh'), pacific: await idOf('Pacific Parts') };
  return { t, headers, self, ids };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function call(w: OrganizationsWorld, who: Who, method: Method, url: string, payload?: unknown) {
  return w.t.app.inject({ method, url, headers: w.headers[who], ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Calls and expects a status, failing with the body otherwise; returns the parsed answer. */
export async function expectStatus<T = unknown>(w: OrganizationsWorld, who: Who, method: Method, url: string, status: number, payload?: unknown): Promise<T> {
  const response = await call(w, who, method, url, payload);
  if (response.statusCode !== status) throw new Error(`${who} ${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}

let serial = 0;
/** A name no other organization of the run has. */
export const uniqueName = (prefix = 'Test Org') => `${prefix} ${++serial} ${Math.random().toString(36).slice(2, 8)}`;

/** A new customer organization made by admin (staff: nobody joins it). */
export const newOrganization = (w: OrganizationsWorld, name = uniqueName()) =>
  expectStatus<Organization>(w, 'admin', 'POST', '/v1/organizations', 201, { name, country: 'DE' });

/** A new contact made by admin in any organization. */
export const newContact = (w: OrganizationsWorld, organizationId: string) =>
  expectStatus<Contact>(w, 'admin', 'POST', `/v1/organizations/${organizationId}/contacts`, 201, { name: 'Some One', email: `${uniqueName('c').replace(/\W+/g, '.')}@example.test` });
