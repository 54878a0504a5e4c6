import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SharedBooking } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { bookingShareLinks } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { appendHistory, bookingRepository, type BookingRow, type ReceiptData } from '../bookings';
import { organizationRepository } from '../organizations';
import { mayConfirmReceipt, toSharedBooking } from './shared-booking';

// Tokens are 43 base64url characters; anything else cannot be one and is not looked up.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a share link's holder may do without signing in: see the booking, confirm receipt once. */
export function createSharedBookingService({ db, now }: { db: Db; now: Clock }) {
  /** The live link of a token (not revoked, not expired), else 404 whatever the reason. */
  async function liveLink(executor: Executor, token: string) {
    if (!TOKEN.test(token)) throw errors.notFound('This link is not valid');
    const [link] = await executor.select().from(bookingShareLinks)
      .where(and(eq(bookingShareLinks.tokenHash, sha256(token)), isNull(bookingShareLinks.revokedAt), gt(bookingShareLinks.expiresAt, now())));
    if (!link) throw errors.notFound('This link is not valid');
    return link;
  }

  async function shared(executor: Executor, booking: BookingRow, linkExpiresAt: Date): Promise<SharedBooking> {
    const organizations = await organizationRepository.names(executor, [booking.organizationId]);
    const milestones = await bookingRepository.milestones(executor, booking.id);
    return toSharedBooking(booking, {
      organizationName: organizations.get(booking.organizationId) ?? '',
      milestones: milestones.map((m) => ({ status: m.status, at: m.at.toISOString() })),
      linkExpiresAt,
    });
  }

  return {
    async get(token: string): Promise<SharedBooking> {
      const link = await liveLink(db, token);
      await db.update(bookingShareLinks).set({ lastUsedAt: now() }).where(eq(bookingShareLinks.id, link.id));
      const booking = await bookingRepository.byId(db, link.bookingId);
      if (!booking) throw errors.notFound('This link is not valid');
      return shared(db, booking, link.expiresAt);
    },

    /** The booking a live link opens (its tracking timeline reads it); 404 whatever the reason it cannot. */
    async bookingOf(token: string): Promise<BookingRow> {
      const link = await liveLink(db, token);
      await db.update(bookingShareLinks).set({ lastUsedAt: now() }).where(eq(bookingShareLinks.id, link.id));
      const booking = await bookingRepository.byId(db, link.bookingId);
      if (!booking) throw errors.notFound('This link is not valid');
      return booking;
    },

    /** Once, when ARRIVED or DELIVERED; under the booking's lock so two confirmations cannot both win. */
    async confirmReceipt(token: string, input: { receivedBy: string; remarks: string }): Promise<SharedBooking> {
      return db.transaction(async (tx) => {
        const link = await liveLink(tx, token);
        const booking = await bookingRepository.byId(tx, link.bookingId, { forUpdate: true });
        if (!booking) throw errors.notFound('This link is not valid');
        if (!mayConfirmReceipt(booking)) {
          throw errors.conflict('INVALID_STATUS_TRANSITION', booking.receipt ? 'Receipt of this shipment is already confirmed' : 'Receipt can be confirmed once the shipment has arrived');
        }
        const at = now();
        const receipt: ReceiptData = { confirmedBy: input.receivedBy, confirmedAt: at.toISOString(), remarks: input.remarks };
        const updated = await bookingRepository.recordReceipt(tx, booking.id, receipt, at);
        await tx.update(bookingShareLinks).set({ lastUsedAt: at }).where(eq(bookingShareLinks.id, link.id));
        await appendHistory(tx, {
          bookingId: booking.id, actorId: null, action: 'RECEIPT_CONFIRMED',
          changes: [{ path: 'receipt', from: null, to: receipt }], note: `Received by ${input.receivedBy}`, at,
        });
        return shared(tx, updated, link.expiresAt);
      });
    },
  };
}
export type SharedBookingService = ReturnType<typeof createSharedBookingService>;
