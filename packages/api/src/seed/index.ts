import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { systemClock } from '../lib/clock';
import type { Mailer } from '../mail';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { settingsRepository } from '../modules/settings';
import { createInvitationService } from '../modules/users';
import { createDomainServices } from '../composition/services';
import { SEED_STEPS, type SeedStep } from './steps';

export { DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_USERS } from './demo-world';
export { SEED_STEPS, WORLD_STEPS, type SeedStep } from './steps';

const marker = (step: SeedStep) => `seed:${step.name}`;

export interface SeedResult {
  ran: string[];
  skipped: 'production' | 'disabled' | 'not-a-demo-database' | null;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** What the seed needs of the configuration: whether to run, and where its e-mails go. */
export type SeedConfig = Pick<Config, 'isProduction' | 'seedDemo'> & Partial<Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'storageDir' | 'seedDemoBookings' | 'seedNow'>>;

function seedMailer(db: Db, config: SeedConfig, log?: Log): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom ?? 'Freightdeck <no-reply@freightdeck.test>');
  return createOutboxMailer(db, log ?? { info: () => undefined });
}

/**
 * Seeds the demo world, never in production. A database that has organizations but no seed
 * markers holds real data: it is left alone. Each step runs once (seeding twice adds nothing).
 */
export async function seedDemo(db: Db, config: SeedConfig, log?: Log, steps: readonly SeedStep[] = SEED_STEPS): Promise<SeedResult> {
  if (config.isProduction) return { ran: [], skipped: 'production' };
  if (!config.seedDemo) return { ran: [], skipped: 'disabled' };
  const services = createDomainServices(db);
  const done = new Set<string>();
  for (const step of steps) if (await settingsRepository.get(db, marker(step))) done.add(step.name);
  if (done.size === 0 && (await services.organizations.count()) > 0) {
    log?.warn('demo seed skipped: the database already holds organizations');
    return { ran: [], skipped: 'not-a-demo-database' };
  }
  const ran: string[] = [];
  const mailer = seedMailer(db, config, log);
  // One present for the whole seed: SEED_NOW when set (the same world every time), else now.
  const now = config.seedNow ?? systemClock();
  const invitations = createInvitationService({ db, mailer, publicUrl: config.publicUrl ?? 'http://localhost:8080', now: () => now });
  try {
    for (const step of steps) {
      if (done.has(step.name)) continue;
      await step.run({ db, services, invitations, storageDir: config.storageDir, demoBookings: config.seedDemoBookings, mailer, publicUrl: config.publicUrl, now });
      await settingsRepository.set(db, marker(step), new Date().toISOString());
      ran.push(step.name);
    }
  } finally {
    await mailer.close?.();
  }
  if (ran.length > 0) log?.info({ steps: ran }, 'demo data seeded');
  return { ran, skipped: null };
}
