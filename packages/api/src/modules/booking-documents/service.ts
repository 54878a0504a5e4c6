import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import { BOOKING_DOCUMENT_MAX_BYTES, type BookingDocument } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { bookingDocuments } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import { appendHistory, type AttachmentActor, type BookingAccess, findManageableBooking, findVisibleBooking } from '../bookings';
import { personRefs } from '../users';
import { storeUpload } from './read-upload';

type DocumentRow = typeof bookingDocuments.$inferSelect;

export interface DocumentServiceDeps {
  db: Db;
  storage: FileStorage;
  now: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  maxBytes?: number;
}

/** Files attached to bookings: their rows here, their bytes in the file storage. */
export function createBookingDocumentService({ db, storage, now, log, maxBytes = BOOKING_DOCUMENT_MAX_BYTES }: DocumentServiceDeps) {
  async function toDocuments(rows: DocumentRow[]): Promise<BookingDocument[]> {
    const people = await personRefs(db, rows.map((r) => r.uploadedById));
    return rows.map((row) => ({
      id: row.id, bookingId: row.bookingId, type: row.type, fileName: row.fileName, contentType: row.contentType,
      sizeBytes: row.sizeBytes, sha256: row.sha256, uploadedBy: row.uploadedById ? (people.get(row.uploadedById) ?? null) : null,
      uploadedAt: row.uploadedAt.toISOString(),
    }));
  }

  async function findDocument(bookingId: string, documentId: string): Promise<DocumentRow> {
    const [row] = await db.select().from(bookingDocuments).where(and(eq(bookingDocuments.id, documentId), eq(bookingDocuments.bookingId, bookingId)));
    if (!row) throw errors.notFound('Document not found');
    return row;
  }

  return {
    async list(access: BookingAccess, bookingIdOrRef: string): Promise<{ items: BookingDocument[] }> {
      const booking = await findVisibleBooking(db, access, bookingIdOrRef);
      const rows = await db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, booking.id)).orderBy(asc(bookingDocuments.uploadedAt), asc(bookingDocuments.id));
      return { items: await toDocuments(rows) };
    },

    /** Checks the caller may change the booking before a byte of the upload is read. */
    async upload(actor: AttachmentActor, bookingIdOrRef: string, parts: () => AsyncIterableIterator<Multipart>): Promise<BookingDocument> {
      const booking = await findManageableBooking(db, actor.access, bookingIdOrRef);
      const stored = await storeUpload(parts(), storage, maxBytes);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(bookingDocuments).values({
            bookingId: booking.id, type: stored.type, fileName: stored.fileName, contentType: stored.contentType, sizeBytes: stored.sizeBytes,
            sha256: stored.sha256, storageKey: stored.key, uploadedById: actor.access.userId, uploadedAt: now(),
          }).returning();
          await appendHistory(tx, {
            bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'DOCUMENT_ADDED',
            note: `${stored.type}: ${stored.fileName}`, at: now(),
          });
          return inserted!;
        });
        return (await toDocuments([row]))[0]!;
      } catch (error) {
        await storage.delete(stored.key);
        throw error;
      }
    },

    async remove(actor: AttachmentActor, bookingIdOrRef: string, documentId: string): Promise<void> {
      const booking = await findManageableBooking(db, actor.access, bookingIdOrRef);
      const document = await findDocument(booking.id, documentId);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(bookingDocuments).where(eq(bookingDocuments.id, document.id)).returning({ id: bookingDocuments.id });
        if (deleted.length === 0) throw errors.notFound('Document not found');
        await appendHistory(tx, {
          bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'DOCUMENT_REMOVED',
          note: `${document.type}: ${document.fileName}`, at: now(),
        });
      });
      // After the commit: a row never points to missing bytes; a failed delete leaves only an unreachable file.
      await storage.delete(document.storageKey).catch((error: unknown) => log.error({ err: error, key: document.storageKey }, 'stored document not deleted'));
    },

    async download(access: BookingAccess, bookingIdOrRef: string, documentId: string): Promise<{ document: DocumentRow; content: Readable }> {
      const booking = await findVisibleBooking(db, access, bookingIdOrRef);
      const document = await findDocument(booking.id, documentId);
      const content = await storage.get(document.storageKey);
      if (!content) {
        log.error({ documentId: document.id, key: document.storageKey }, 'stored document missing');
        throw errors.notFound('The file of this document is missing');
      }
      return { document, content };
    },
  };
}
export type BookingDocumentService = ReturnType<typeof createBookingDocumentService>;
