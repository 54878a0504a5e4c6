import type { SubmitRegistrationRequest } from '@freightdeck/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../../src/lib/clock';
import { authHeaders, signIn } from '../../helpers/auth';
import { outbox, type OutboxMessage } from '../../helpers/mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PEOPLE } from '../../helpers/demo-people';

export const PEOPLE = DEMO_PEOPLE;
export type Person = keyof typeof PEOPLE;
export type Method = 'GET' | 'POST';
type Reply = Promise<LightMyRequestResponse>;

export interface RegistrationWorld {
  t: TestApp;
  /** A signed-in demo user's call. */
  call: (who: Person, method: Method, url: string, payload?: unknown) => Reply;
  /** A call without credentials, from `ip` (the public limits count per address). */
  anon: (method: Method, url: string, payload?: unknown, ip?: string) => Reply;
  /** Signs everyone in again (after the test moved the clock past the access tokens' life). */
  signInAgain: () => Promise<void>;
  /** ops sends a link to `email`; the token as read from the e-mail. */
  sendLink: (email: string, companyName?: string) => Promise<string>;
  /** The application through a link; `ip` keeps tests of the limit apart from the others. */
  apply: (token: string, overrides?: { company?: object; administrator?: object }, ip?: string) => Reply;
}

/** The token of the `/registration?token=…` link in a message. */
export function registrationToken(message: OutboxMessage): string {
  const token = /\/registration\?token=([\w%-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no /registration link in: ${message.text}`);
  return decodeURIComponent(token);
}

export function application(token: string, overrides: { company?: object; administrator?: object } = {}): SubmitRegistrationRequest {
  return {
    token,
    company: { name: 'Baltic Berries', country: 'LV', address: 'Krasta iela 52, Riga', taxId: 'LV40003012345', website: 'https://baltic-berries.test', ...overrides.company },
    administrator: { firstName: 'Liga', lastName: 'Ozola', email: 'liga@baltic-berries.test', phone: '+371 2612 3456', position: 'Logistics manager', ...overrides.administrator },
  };
}

/** The demo world with its users signed in (each test file has its own database). */
export async function registrationWorld(options: { now?: Clock; signIn?: Person[] } = {}): Promise<RegistrationWorld> {
  const t = await createTestApp({ now: options.now });
  const headers: Partial<Record<Person, Record<string, string>>> = {};
  const signInAgain = async () => {
    for (const who of options.signIn ?? (['ops'] as Person[])) headers[who] = authHeaders(await signIn(t.app, PEOPLE[who]));
  };
  await signInAgain();
  const withPayload = (payload: unknown) => (payload === undefined ? {} : { payload: payload as object });
  const call: RegistrationWorld['call'] = (who, method, url, payload) => {
    if (!headers[who]) throw new Error(`${who} is not signed in in this world`);
    return t.app.inject({ method, url, headers: headers[who], ...withPayload(payload) });
  };
  const anon: RegistrationWorld['anon'] = (method, url, payload, ip = '127.0.0.1') => t.app.inject({ method, url, remoteAddress: ip, ...withPayload(payload) });
  return {
    t, call, anon, signInAgain,
    async sendLink(email, companyName = '') {
      const response = await call('ops', 'POST', '/v1/organizations/registration-links', { email, companyName });
      if (response.statusCode !== 201) throw new Error(`sending a link failed: ${response.body}`);
      const [mail] = await outbox(t.app, email);
      return registrationToken(mail!);
    },
    apply: (token, overrides, ip) => anon('POST', '/v1/organizations/registrations', application(token, overrides), ip),
  };
}
