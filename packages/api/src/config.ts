import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@freightdeck/contracts';
import { WORKSPACE_ROOT } from './lib/workspace-root';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a ${label} URL`);

const REMOTES_FORMAT = 'must be a JSON object of remote name to mf-manifest.json URL';
const remotes = z
  .string()
  .transform((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: REMOTES_FORMAT });
      return z.NEVER;
    }
    const entries = Object.entries(parsed);
    const unknown = entries.filter(([name]) => !(REMOTE_NAMES as readonly string[]).includes(name)).map(([n]) => n);
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `names unknown remotes ${unknown.join(', ')} (known: ${REMOTE_NAMES.join(', ')})` });
      return z.NEVER;
    }
    if (entries.some(([, url]) => typeof url !== 'string' || url === '')) {
      ctx.addIssue({ code: 'custom', message: REMOTES_FORMAT });
      return z.NEVER;
    }
    return parsed as Partial<Record<RemoteName, string>>;
  });

/** A remotes manifest read from REMOTES_FILE: the manifest, or why it is refused. */
export function parseRemotesManifest(text: string): { manifest: Partial<Record<RemoteName, string>> } | { error: string } {
  const parsed = remotes.safeParse(text);
  return parsed.success ? { manifest: parsed.data } : { error: parsed.error.issues.map((i) => i.message).join('; ') };
}

/**
 * Which proxies' X-Forwarded-For to believe (client addresses feed the per-address sign-in
 * limits): `false` (default, the socket's address), `true` (any), a hop count, or a comma-
 * separated list of proxy addresses / CIDR ranges.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const text = value.trim();
  if (['false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (list.length === 0 || !list.every((part) => /^[\da-fA-F.:]+(\/\d{1,3})?$/.test(part))) {
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges' });
    return z.NEVER;
  }
  return list;
});

/** Every environment variable the server reads (README.md lists them). */
const EnvSchema = z.object({
  PORT: int(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('development'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres:// or postgresql://').optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  STORAGE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Freightdeck <no-reply@freightdeck.test>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Down to 5 s so tests (and the e2e run) can watch a token expire
  // (docs/product/constants.md#lifetimes).
  ACCESS_TOKEN_TTL_SECONDS: int(5, 86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: int(300, 365 * 86_400).default(30 * 86_400),
  SEED_DEMO: bool.optional(),
  // How many demo bookings the first start makes (about 2,000:
  // docs/product/users-and-roles.md#demo-world); test portals need fewer.
  SEED_DEMO_BOOKINGS: int(0, 20_000).default(2000),
  // The seed's present (an ISO 8601 instant): the demo world's dates count back from it instead of
  // from the time the seed runs, so two seeds give the same records (the e2e screenshot world).
  SEED_NOW: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant, e.g. 2026-11-20T08:00:00Z' }).optional(),
  REMOTES: remotes.optional(),
  // A JSON file with the same shape, read again whenever it changes: a remote is released by
  // editing it, without restarting the portal (docs/adr/018-shared-scope.md#independent-delivery).
  REMOTES_FILE: z.string().min(1).optional(),
  STATIC_ROOT: z.string().min(1).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://').optional(),
  TRUST_PROXY: trustProxy.optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  databaseUrl: string | undefined;
  /** Absolute folder of the embedded PGlite database (used when databaseUrl is unset). */
  dataDir: string;
  /** Absolute folder of stored files (booking documents); default `storage` inside dataDir. */
  storageDir: string;
  logLevel: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Demo users are never seeded in production, whatever SEED_DEMO says. */
  seedDemo: boolean;
  /** Demo bookings the seed makes (0: none). */
  seedDemoBookings: number;
  /** The seed's present (SEED_NOW); unset: the time the seed runs. */
  seedNow: Date | undefined;
  remotes: Partial<Record<RemoteName, string>> | undefined;
  /** Absolute path of the REMOTES_FILE, whose entries override `remotes` while the portal runs. */
  remotesFile: string | undefined;
  staticRoot: string;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client. */
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly variables: string[],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** One readable line naming each bad variable, e.g. "Invalid environment: PORT must be a number". */
export function formatEnvError(error: z.ZodError): ConfigError {
  const byVariable = new Map<string, string>();
  for (const issue of error.issues) {
    const variable = String(issue.path[0] ?? 'environment');
    if (!byVariable.has(variable)) byVariable.set(variable, issue.message);
  }
  const parts = [...byVariable].map(([variable, message]) => `${variable} ${message}`);
  return new ConfigError(`Invalid environment: ${parts.join('; ')}`, [...byVariable.keys()]);
}

/** Empty strings count as unset, so `FOO= pnpm start` falls back to the default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

/** Validates the environment once; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, root: string = WORKSPACE_ROOT): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw formatEnvError(parsed.error);
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Invalid environment: JWT_SECRET is required when NODE_ENV=production', ['JWT_SECRET']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(root, e.DATA_DIR),
    storageDir: e.STORAGE_DIR ? path.resolve(root, e.STORAGE_DIR) : path.join(path.resolve(root, e.DATA_DIR), 'storage'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    seedDemo: !isProduction && (e.SEED_DEMO ?? true),
    seedDemoBookings: e.SEED_DEMO_BOOKINGS,
    seedNow: e.SEED_NOW ? new Date(e.SEED_NOW) : undefined,
    remotes: e.REMOTES,
    remotesFile: e.REMOTES_FILE ? path.resolve(root, e.REMOTES_FILE) : undefined,
    staticRoot: path.resolve(root, e.STATIC_ROOT ?? '.'),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
  };
}
