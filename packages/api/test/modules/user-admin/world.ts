import type { LightMyRequestResponse } from 'fastify';
import type { Self } from '@freightdeck/contracts';
import { roles as rolesTable } from '../../../src/db/schema';
import { authHeaders, signIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PEOPLE } from '../../helpers/demo-people';

export const PEOPLE = { ...DEMO_PEOPLE, tina: 'tina@nordic-fresh.test' } as const;
export type Person = keyof typeof PEOPLE;
const SIGNED_IN: Person[] = ['admin', 'ops', 'anna', 'carl', 'vera', 'nils'];

export interface UsersWorld {
  t: TestApp;
  headers: Record<string, Record<string, string>>;
  self: Record<string, Self>;
  acmeId: string;
  nordicId: string;
  primaryId: string;
  /** Role ids by organization id and role name. */
  roleId: (organizationId: string, name: string) => string;
  call: (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
}

/** The demo world with its users signed in (tina has two-factor on, so she is looked at, not signed in). */
export async function usersWorld(): Promise<UsersWorld> {
  const t = await createTestApp();
  const headers: UsersWorld['headers'] = {};
  const self: UsersWorld['self'] = {};
  for (const who of SIGNED_IN) {
    headers[who] = authHeaders(await signIn(t.app, PEOPLE[who]));
    self[who] = (await t.app.inject({ method: 'GET', url: '/v1/users/self', headers: headers[who] })).json<Self>();
  }
  const roles = await t.database.db.select().from(rolesTable);
  const call: UsersWorld['call'] = (who, method, url, payload) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    t, headers, self, call,
    acmeId: self.anna!.organizations[0]!.id,
    nordicId: self.nils!.organizations[0]!.id,
    primaryId: self.admin!.organizations[0]!.id,
    roleId: (organizationId, name) => {
      const role = roles.find((r) => r.organizationId === organizationId && r.name === name);
      if (!role) throw new Error(`no role ${name} in ${organizationId}`);
      return role.id;
    },
  };
}
