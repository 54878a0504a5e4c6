import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const PACKAGE_ROOT = path.resolve(__dirname, '..');
const ROOT = '/srv/freightdeck';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', nodeEnv: 'development', databaseUrl: undefined, dataDir: '/srv/freightdeck/.data',
      publicUrl: 'http://localhost:8080', mailFrom: 'Freightdeck <no-reply@freightdeck.test>', accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000, seedDemo: true, remotes: undefined, staticRoot: '/srv/freightdeck', trustProxy: false,
    });
  });

  it.each([
    ['false', false], ['true', true], ['2', 2], ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']], ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, ROOT).trustProxy).toEqual(expected);
  });

  it('resolves relative folders against the workspace root and reads every variable', () => {
    const config = loadConfig({
      PORT: '18081', DATA_DIR: 'var/db', STATIC_ROOT: '/opt/portal', PUBLIC_URL: 'https://portal.example.com/', SEED_DEMO: 'false',
      DATABASE_URL: 'postgresql://u:p@db:5432/freightdeck', SMTP_URL: 'smtps://u:p@mail.example.com', JWT_SECRET: 's'.repeat(32),
      REMOTES: '{"bookings":"https://cdn.example.com/bookings/1.2.0/mf-manifest.json"}', REDIS_URL: 'redis://cache:6379', LOG_LEVEL: 'warn',
    }, ROOT);
    expect(config).toMatchObject({
      port: 18081, dataDir: '/srv/freightdeck/var/db', staticRoot: '/opt/portal', publicUrl: 'https://portal.example.com', seedDemo: false,
      remotes: { bookings: 'https://cdn.example.com/bookings/1.2.0/mf-manifest.json' }, logLevel: 'warn',
    });
  });

  it.each([
    [{ DATABASE_URL: 'nonsense' }, 'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ PORT: 'eighty' }, 'Invalid environment: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid environment: PORT must be at most 65535'],
    [{ NODE_ENV: 'staging' }, 'Invalid environment: NODE_ENV must be development, test or production'],
    [{ JWT_SECRET: 'short' }, 'Invalid environment: JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'Invalid environment: JWT_SECRET is required when NODE_ENV=production'],
    [{ SEED_DEMO: 'maybe' }, 'Invalid environment: SEED_DEMO must be true or false'],
    [{ REMOTES: '{not json' }, 'Invalid environment: REMOTES must be a JSON object of remote name to mf-manifest.json URL'],
    [{ REMOTES: '{"billing":"/x.json"}' }, 'Invalid environment: REMOTES names unknown remotes billing (known: bookings, quotations, organizations, track, reports)'],
    [{ PUBLIC_URL: 'portal.example.com' }, 'Invalid environment: PUBLIC_URL must be a http:// or https:// URL'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid environment: SMTP_URL must be a smtp:// or smtps:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid environment: REDIS_URL must be a redis:// or rediss:// URL'],
    [{ TRUST_PROXY: 'the load balancer' }, 'Invalid environment: TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '1.5' }, 'Invalid environment: ACCESS_TOKEN_TTL_SECONDS must be a whole number'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '4' }, 'Invalid environment: ACCESS_TOKEN_TTL_SECONDS must be at least 5'],
    [{ REFRESH_TOKEN_TTL_SECONDS: '10' }, 'Invalid environment: REFRESH_TOKEN_TTL_SECONDS must be at least 300'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SEED_NOW: '20 Nov 2026' }, 'Invalid environment: SEED_NOW must be an ISO 8601 instant, e.g. 2026-11-20T08:00:00Z'],
  ])('names the bad variable: %j', (env, message) => {
    expect(errorOf(env).message).toBe(message);
  });

  it('names every bad variable at once', () => {
    const error = errorOf({ PORT: 'x', DATABASE_URL: 'nonsense', SEED_DEMO: 'maybe' });
    expect(error.variables).toEqual(['PORT', 'DATABASE_URL', 'SEED_DEMO']);
    expect(error.message).toBe('Invalid environment: PORT must be a number; DATABASE_URL must be a postgres:// or postgresql:// URL; SEED_DEMO must be true or false');
  });

  it('never seeds demo users in production, whatever SEED_DEMO says', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), SEED_DEMO: 'true' }, ROOT).seedDemo).toBe(false);
  });

  it('reads SEED_NOW as the seed\'s present; unset, the seed counts from when it runs', () => {
    expect(loadConfig({ SEED_NOW: '2026-11-20T08:00:00Z' }, ROOT).seedNow).toEqual(new Date('2026-11-20T08:00:00.000Z'));
    expect(loadConfig({ SEED_NOW: '2026-11-20T09:00:00+01:00' }, ROOT).seedNow).toEqual(new Date('2026-11-20T08:00:00.000Z'));
    expect(loadConfig({}, ROOT).seedNow).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, ROOT)).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('the real server process exits 1 naming DATABASE_URL when it is nonsense', () => {
    const env = { ...process.env, DATABASE_URL: 'nonsense', NODE_OPTIONS: '' };
    const result = spawnSync(path.join(PACKAGE_ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], { cwd: PACKAGE_ROOT, env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
