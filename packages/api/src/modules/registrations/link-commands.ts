import {
  REGISTRATION_LINK_TTL_SECONDS, type CreateRegistrationLinkRequestSchema, type RegistrationLink, type RegistrationLinkInfo,
  type RegistrationLinkListQuerySchema, type RegistrationLinkPage,
} from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { personRefs } from '../users';
import { registrationLinkRepository, type RegistrationLinkRow } from './link-repository';
import { registrationLinkMail } from './mails';
import type { RegistrationServiceDeps } from './deps';
import { toRegistrationLink } from './views';

/**
 * A link that may still take an application, or the catalogue code saying why not: unknown or
 * already used → INVALID_REGISTRATION_TOKEN, past its 14 days → REGISTRATION_TOKEN_EXPIRED.
 * 400 like the account links (a public page: there is no session to refresh).
 */
export async function resolveOpenLink(executor: Executor, token: string, at: Date): Promise<RegistrationLinkRow> {
  const row = await registrationLinkRepository.findByHash(executor, sha256(token));
  if (!row || row.usedAt) throw errors.badRequest('INVALID_REGISTRATION_TOKEN');
  if (row.expiresAt.getTime() <= at.getTime()) throw errors.badRequest('REGISTRATION_TOKEN_EXPIRED');
  return row;
}

/** Registration links as staff send them, and as the applicant's form opens them. */
export function createLinkCommands({ db, mailer, publicUrl, now }: RegistrationServiceDeps) {
  return {
    /** Creates a 14-day link and e-mails it; the token is in the e-mail only. */
    async createLink(actorId: string, input: z.output<typeof CreateRegistrationLinkRequestSchema>): Promise<RegistrationLink> {
      const token = randomToken();
      const at = now();
      const row = await db.transaction(async (tx) => {
        const link = await registrationLinkRepository.insert(tx, {
          tokenHash: sha256(token), email: input.email, companyName: input.companyName, message: input.message,
          createdById: actorId, createdAt: at, expiresAt: new Date(at.getTime() + REGISTRATION_LINK_TTL_SECONDS * 1000),
        });
        await audit(tx, { actorId, action: 'registration-link.create', subjectType: 'registration-link', subjectId: link.id, data: { email: link.email } });
        return link;
      });
      const people = await personRefs(db, [actorId]);
      // After the commit: a failed write mails no one.
      await mailer.send(registrationLinkMail(row.email, `${publicUrl}/registration?token=${encodeURIComponent(token)}`, {
        companyName: row.companyName, message: row.message, sentBy: people.get(actorId)?.name ?? null, expiresAt: row.expiresAt,
      }));
      return toRegistrationLink(row, people, at);
    },

    /** The links sent, newest first, with OPEN / USED / EXPIRED. */
    async listLinks(query: z.output<typeof RegistrationLinkListQuerySchema>): Promise<RegistrationLinkPage> {
      const at = now();
      const { rows, total } = await registrationLinkRepository.page(db, query, at);
      const people = await personRefs(db, rows.map((r) => r.createdById));
      return { items: rows.map((row) => toRegistrationLink(row, people, at)), total, page: query.page, pageSize: query.pageSize };
    },

    /** What pre-fills the application form. */
    async lookupLink(token: string): Promise<RegistrationLinkInfo> {
      const row = await resolveOpenLink(db, token, now());
      return { email: row.email, companyName: row.companyName, message: row.message, expiresAt: row.expiresAt.toISOString() };
    },
  };
}
