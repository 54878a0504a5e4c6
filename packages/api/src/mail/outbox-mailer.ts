import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { mailOutbox } from '../db/schema';
import { firstLink, type Mailer, type MailMessage } from './mailer';

/**
 * Development outbox (no SMTP_URL): each message is logged (to, subject, first link) and
 * stored in mail_outbox, readable at GET /v1/dev/outbox, so every flow works on a fresh machine.
 */
export function createOutboxMailer(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({ to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html ?? null });
      log.info({ mail: { to: message.to, subject: message.subject, link: firstLink(message.text) } }, 'mail stored in the development outbox');
    },
  };
}

/** What the outbox stored, newest first; `to` (lower-cased as stored) narrows it to one address. */
export async function readOutbox(db: Db, { to, limit }: { to?: string; limit: number }) {
  return db.select().from(mailOutbox).where(to ? eq(mailOutbox.to, to) : undefined).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
