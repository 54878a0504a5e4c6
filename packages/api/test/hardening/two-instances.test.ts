import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { makeAirWaybill, type LoginResponse, type TokenPair } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { SIGN_IN_LIMITS } from '../../src/modules/rate-limit/sign-in-limiter';
import { loadReferenceData } from '../../src/modules/references/load';
import { DEMO_PASSWORD, seedDemo, WORLD_STEPS } from '../../src/seed';
import { databaseUrlFor, REDIS_ENV, TEMPLATE_ENV, testDatabaseUrl } from '../helpers/env';

const PACKAGE_ROOT = path.resolve(__dirname, '../..');
const adminUrl = testDatabaseUrl();
const redisUrl = process.env[REDIS_ENV.url];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** An API process (api-instance.ts) on the database; resolves with its port. */
function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  delete env.NODE_OPTIONS;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/hardening/api-instance.ts'], { cwd: PACKAGE_ROOT, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`API instance exited with ${code}`)));
  });
}

/** A round-robin HTTP proxy in front of the instances; says in X-Instance which one answered. */
function roundRobin(ports: number[]): Promise<Server> {
  let next = 0;
  const server = createServer((req, res) => {
    const index = next++ % ports.length;
    const upstream = httpRequest({ host: '127.0.0.1', port: ports[index], path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Two API processes on one PostgreSQL (and Redis when there is one) behind a round-robin proxy
 * answer as one instance would (docs/product/api.md#several-instances,
 * docs/adr/017-hardening.md#reliability-proofs). PostgreSQL only: PGlite is one process's.
 */
const describeOnPostgres = adminUrl ? describe : describe.skip;

describeOnPostgres('two API instances on one database', () => {
  const name = `fd_test_two_${randomBytes(5).toString('hex')}`;
  const instances: ChildProcess[] = [];
  let proxy: Server;
  let base: string;

  beforeAll(async () => {
    const template = process.env[TEMPLATE_ENV.postgres];
    await admin(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
    const databaseUrl = databaseUrlFor(adminUrl!, name);
    const database = await openDatabase({ databaseUrl });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
    await loadReferenceData(database.db);
    await seedDemo(database.db, { ...config, isProduction: false, seedDemo: true }, undefined, WORLD_STEPS);
    await database.close();
    // One after the other: the first start stores the signing secret the second one reads.
    const first = await startInstance(databaseUrl);
    const second = await startInstance(databaseUrl);
    instances.push(first.child, second.child);
    proxy = await roundRobin([first.port, second.port]);
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all(instances.map((child) => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); })));
    await admin(`drop database if exists "${name}" with (force)`);
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const bearer = (t: Pick<TokenPair, 'accessToken' | 'publicKey'>) => ({ authorization: `Bearer ${t.accessToken}`, 'x-public-key': t.publicKey });

  it('signs in on one instance and refreshes on the other; both accept the tokens', async () => {
    const login = await post('/v1/auth/login', { email: 'carl@acme-pharma.test', password: DEMO_PASSWORD });
    const tokens = (await login.json() as LoginResponse).tokens!;
    const refresh = await post('/v1/auth/token/refresh', { refreshToken: tokens.refreshToken });
    expect(refresh.headers.get('x-instance')).not.toBe(login.headers.get('x-instance'));
    expect(refresh.status).toBe(200);
    const next = await refresh.json() as TokenPair;
    const answers = await Promise.all([0, 1].map(() => fetch(`${base}/v1/users/self`, { headers: bearer(next) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.headers.get('x-instance'))).size).toBe(2);
    // Reuse of the spent token, on whichever instance, past the grace is still caught: here within it, one successor.
    const again = await post('/v1/auth/token/refresh', { refreshToken: tokens.refreshToken });
    expect(((await again.json()) as TokenPair).refreshToken).toBe(next.refreshToken);
  });

  it('holds the sign-in limit across both instances', async () => {
    const email = `two-${randomUUID()}@acme-pharma.test`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('/v1/auth/login', { email, password: 'wrong-password' })));
    const codes = await Promise.all(answers.map(async (a) => ((await a.json()) as { code: string }).code));
    expect(new Set(answers.map((a) => a.headers.get('x-instance'))).size).toBe(2);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIAL').length).toBe(SIGN_IN_LIMITS.accountAddress.max);
  });

  it('lets one of many confirmations raced across both instances win', async () => {
    const carl = (await (await post('/v1/auth/login', { email: 'carl@acme-pharma.test', password: DEMO_PASSWORD })).json() as LoginResponse).tokens!;
    const ops = (await (await post('/v1/auth/login', { email: 'ops@freightdeck.test', password: DEMO_PASSWORD })).json() as LoginResponse).tokens!;
    const booking = await (await post('/v1/bookings', sampleAirBooking({ customerReference: 'TWO-INSTANCES' }), bearer(carl))).json() as { id: string };
    const awbs = Array.from({ length: 10 }, (_, i) => makeAirWaybill('618', 2_000_000 + i).replace('-', ''));
    const answers = await Promise.all(awbs.map((carrierReference) => post(`/v1/bookings/${booking.id}/confirm`, { carrierReference }, bearer(ops))));
    const statuses = answers.map((a) => a.status).sort();
    expect(new Set(answers.map((a) => a.headers.get('x-instance'))).size).toBe(2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const history = await fetch(`${base}/v1/bookings/${booking.id}`, { headers: bearer(ops) });
    expect(((await history.json()) as { status: string }).status).toBe('CONFIRMED');
  });
});
