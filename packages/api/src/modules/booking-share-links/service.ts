import { and, desc, eq } from 'drizzle-orm';
import type { ShareLink } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { bookingShareLinks } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SecretBox } from '../../lib/secret-box';
import { appendHistory, type AttachmentActor, type BookingRow, findManageableBooking, findVisibleBooking } from '../bookings';
import { personRefs } from '../users';
import { toShareLink, type ShareLinkRow } from './link-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Share links as the booking's managers see them: create, list, revoke. */
export function createShareLinkService({ db, now, secretBox }: { db: Db; now: Clock; secretBox: SecretBox }) {
  async function view(actor: AttachmentActor, booking: BookingRow, rows: ShareLinkRow[]): Promise<ShareLink[]> {
    const people = await personRefs(db, rows.map((r) => r.createdById));
    const ctx = { ref: booking.ref, secretBox, at: now(), people, userId: actor.access.userId, staff: actor.access.staff };
    return rows.map((row) => toShareLink(row, ctx));
  }

  return {
    async list(actor: AttachmentActor, bookingIdOrRef: string): Promise<{ items: ShareLink[] }> {
      const booking = await findManageableBooking(db, actor.access, bookingIdOrRef);
      const rows = await db.select().from(bookingShareLinks).where(eq(bookingShareLinks.bookingId, booking.id)).orderBy(desc(bookingShareLinks.createdAt), desc(bookingShareLinks.id));
      return { items: await view(actor, booking, rows) };
    },

    async create(actor: AttachmentActor, bookingIdOrRef: string, expiresInDays: number): Promise<ShareLink> {
      const booking = await findManageableBooking(db, actor.access, bookingIdOrRef);
      // 256 random bits: only the holder of the link can open the booking.
      const token = randomToken(32);
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + expiresInDays * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(bookingShareLinks).values({
          bookingId: booking.id, tokenHash: sha256(token), tokenSealed: secretBox.seal(token), createdById: actor.access.userId, createdAt, expiresAt,
        }).returning();
        await appendHistory(tx, {
          bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'SHARE_LINK_CREATED',
          note: `Expires ${expiresAt.toISOString()}`, at: createdAt,
        });
        return inserted!;
      });
      return (await view(actor, booking, [row]))[0]!;
    },

    /** Its creator or staff; revoking a revoked link changes nothing. */
    async revoke(actor: AttachmentActor, bookingIdOrRef: string, linkId: string): Promise<ShareLink> {
      const booking = await findVisibleBooking(db, actor.access, bookingIdOrRef);
      const [link] = await db.select().from(bookingShareLinks).where(and(eq(bookingShareLinks.id, linkId), eq(bookingShareLinks.bookingId, booking.id)));
      if (!link) throw errors.notFound('Share link not found');
      if (!actor.access.staff && link.createdById !== actor.access.userId) throw errors.forbidden();
      if (link.revokedAt) return (await view(actor, booking, [link]))[0]!;
      const row = await db.transaction(async (tx) => {
        const at = now();
        const [updated] = await tx.update(bookingShareLinks).set({ revokedAt: at, revokedById: actor.access.userId }).where(eq(bookingShareLinks.id, link.id)).returning();
        await appendHistory(tx, { bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'SHARE_LINK_REVOKED', at });
        return updated!;
      });
      return (await view(actor, booking, [row]))[0]!;
    },
  };
}
export type ShareLinkService = ReturnType<typeof createShareLinkService>;
