import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { paths, type QuotationShareLink, type SharedQuotation } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { quotationShareLinks } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SecretBox } from '../../lib/secret-box';
import { personRefs, type PersonRef } from '../users';
import { findManageableQuotation, findVisibleQuotation, quotationAccess, type QuotationActor, type QuotationRow } from './access';
import { quotationRepository as repo } from './repository';
import { sharedQuotationView } from './view';

type LinkRow = typeof quotationShareLinks.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
// Tokens are 43 base64url characters; anything else cannot be one and is not looked up.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Share links of quotations, as booking share links (docs/adr/008-bookings-api.md): 256 random
 * bits, stored as their hash (and sealed, to show again to the quotation's managers), expiring,
 * revocable; the public call opens a quotation by the token alone, never by id or ref.
 */
export function createQuotationShareLinkService({ db, now, secretBox }: { db: Db; now: Clock; secretBox: SecretBox }) {
  function toLink(row: LinkRow, ref: string, people: Map<string, PersonRef>): QuotationShareLink {
    let token = '';
    try {
      token = secretBox.open(row.tokenSealed);
    } catch {
      // Sealed under a former server secret: it still opens for its holders, but cannot be shown again.
    }
    const query = `?token=${encodeURIComponent(token)}`;
    const at = now().getTime();
    return {
      id: row.id, token,
      urls: token ? { share: `${paths.quotationShare(ref)}${query}`, print: `${paths.quotationPrint(ref)}${query}` } : { share: '', print: '' },
      createdBy: row.createdById ? (people.get(row.createdById) ?? null) : null,
      createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), revokedAt: row.revokedAt?.toISOString() ?? null,
      status: row.revokedAt ? 'REVOKED' : row.expiresAt.getTime() <= at ? 'EXPIRED' : 'ACTIVE',
    };
  }
  const view = async (rows: LinkRow[], quotation: QuotationRow) => {
    const people = await personRefs(db, rows.map((r) => r.createdById));
    return rows.map((r) => toLink(r, quotation.ref, people));
  };

  return {
    async list(actor: QuotationActor, idOrRef: string): Promise<{ items: QuotationShareLink[] }> {
      const quotation = await findManageableQuotation(db, quotationAccess(actor), idOrRef);
      const rows = await db.select().from(quotationShareLinks).where(eq(quotationShareLinks.quotationId, quotation.id)).orderBy(desc(quotationShareLinks.createdAt), desc(quotationShareLinks.id));
      return { items: await view(rows, quotation) };
    },

    async create(actor: QuotationActor, idOrRef: string, expiresInDays: number): Promise<QuotationShareLink> {
      const quotation = await findManageableQuotation(db, quotationAccess(actor), idOrRef);
      if (quotation.status === 'DRAFT') throw errors.conflict('INVALID_STATUS_TRANSITION', 'Request the quotation before sharing it');
      const token = randomToken(32);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + expiresInDays * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(quotationShareLinks).values({
          quotationId: quotation.id, tokenHash: sha256(token), tokenSealed: secretBox.seal(token), createdById: actor.userId, createdAt, expiresAt,
        }).returning();
        await repo.appendHistory(tx, { quotationId: quotation.id, action: 'SHARE_LINK_CREATED', actorId: actor.userId, impersonatedById: actor.impersonatedById, note: `Expires ${expiresAt.toISOString()}`, at: createdAt });
        return inserted!;
      });
      return (await view([row], quotation))[0]!;
    },

    /** Anyone who may manage the quotation; revoking a revoked link changes nothing. */
    async revoke(actor: QuotationActor, idOrRef: string, linkId: string): Promise<QuotationShareLink> {
      const access = quotationAccess(actor);
      const quotation = await findVisibleQuotation(db, access, idOrRef);
      const [link] = await db.select().from(quotationShareLinks).where(and(eq(quotationShareLinks.id, linkId), eq(quotationShareLinks.quotationId, quotation.id)));
      if (!link) throw errors.notFound('Share link not found');
      if (!access.manage) throw errors.forbidden();
      if (link.revokedAt) return (await view([link], quotation))[0]!;
      const row = await db.transaction(async (tx) => {
        const at = now();
        const [updated] = await tx.update(quotationShareLinks).set({ revokedAt: at, revokedById: actor.userId }).where(eq(quotationShareLinks.id, link.id)).returning();
        await repo.appendHistory(tx, { quotationId: quotation.id, action: 'SHARE_LINK_REVOKED', actorId: actor.userId, impersonatedById: actor.impersonatedById, at });
        return updated!;
      });
      return (await view([row], quotation))[0]!;
    },

    /** The quotation behind a live link (not revoked, not expired); 404 whatever the reason it is not. */
    async shared(token: string): Promise<SharedQuotation> {
      if (!TOKEN.test(token)) throw errors.notFound('This link is not valid');
      const [link] = await db.select().from(quotationShareLinks)
        .where(and(eq(quotationShareLinks.tokenHash, sha256(token)), isNull(quotationShareLinks.revokedAt), gt(quotationShareLinks.expiresAt, now())));
      if (!link) throw errors.notFound('This link is not valid');
      await db.update(quotationShareLinks).set({ lastUsedAt: now() }).where(eq(quotationShareLinks.id, link.id));
      const quotation = await repo.byId(db, link.quotationId);
      if (!quotation) throw errors.notFound('This link is not valid');
      return sharedQuotationView(db, quotation, link.expiresAt);
    },
  };
}
export type QuotationShareLinkService = ReturnType<typeof createQuotationShareLinkService>;
