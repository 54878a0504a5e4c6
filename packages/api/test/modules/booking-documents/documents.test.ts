import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BOOKING_DOCUMENT_MAX_BYTES, type BookingDocument } from '@freightdeck/contracts';
import { bookingHistory } from '../../../src/db/schema';
import { authHeaders, signIn } from '../../helpers/auth';
import { insertBooking, tempStorageDir } from '../../helpers/booking-rows';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { multipart, SAMPLES, zipOf, type Part } from './multipart';

/** Every file under the storage folder (finished or not): what an upload left behind. */
async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('booking documents', () => {
  let t: TestApp;
  let storage: Awaited<ReturnType<typeof tempStorageDir>>;
  let headers: Record<'anna' | 'carl' | 'vera' | 'nils' | 'ops', Record<string, string>>;
  let bookingId: string;
  let bookingRef: string;

  beforeAll(async () => {
    storage = await tempStorageDir();
    t = await createTestApp({ env: { STORAGE_DIR: storage.dir } });
    const [anna, carl, vera, nils, ops] = await Promise.all(
      ['anna@acme-pharma.test', 'carl@acme-pharma.test', 'vera@acme-pharma.test', 'nils@nordic-fresh.test', 'ops@freightdeck.test'].map((e) => signIn(t.app, e)),
    );
    headers = { anna: authHeaders(anna!), carl: authHeaders(carl!), vera: authHeaders(vera!), nils: authHeaders(nils!), ops: authHeaders(ops!) };
    const booking = await insertBooking(t.database.db);
    bookingId = booking.id;
    bookingRef = booking.ref;
  });
  afterAll(async () => {
    await t.close();
    await storage.remove();
  });

  const upload = (who: keyof typeof headers, parts: Part[], id = bookingId) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/v1/bookings/${id}/documents`, payload: body.payload, headers: { ...headers[who], ...body.headers } });
  };
  const pdfParts = (fileName = 'Commercial invoice.pdf', content = SAMPLES.pdf): Part[] => [{ name: 'type', value: 'INVOICE' }, { name: 'file', fileName, contentType: 'application/pdf', content }];
  const history = async () => (await t.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, bookingId))).map((h) => h.action);

  it('uploads a PDF: 201 with its detected type, size and SHA-256; history DOCUMENT_ADDED; listed; downloads byte for byte', async () => {
    const response = await upload('anna', pdfParts());
    expect(response.statusCode).toBe(201);
    const document = response.json<BookingDocument>();
    expect(document).toMatchObject({
      bookingId, type: 'INVOICE', fileName: 'Commercial invoice.pdf', contentType: 'application/pdf',
      sizeBytes: SAMPLES.pdf.length, sha256: createHash('sha256').update(SAMPLES.pdf).digest('hex'), uploadedBy: { name: 'Anna Andersen' },
    });
    expect(await history()).toContain('DOCUMENT_ADDED');

    const list = await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingRef}/documents`, headers: headers.vera });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((d: BookingDocument) => d.id)).toContain(document.id);

    const file = await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents/${document.id}/file`, headers: headers.carl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Commercial invoice.pdf"; filename*=UTF-8''Commercial%20invoice.pdf`);
    expect(file.rawPayload.equals(SAMPLES.pdf)).toBe(true);
  });

  it('names a non-ASCII file with RFC 5987 filename* and judges type by content, not by name', async () => {
    const response = await upload('ops', [{ name: 'type', value: 'PACKING_LIST' }, { name: 'file', fileName: 'Packliste Köln.xlsx', content: zipOf(['[Content_Types].xml', 'xl/workbook.xml']) }]);
    expect(response.statusCode).toBe(201);
    const document = response.json<BookingDocument>();
    expect(document.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const file = await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents/${document.id}/file`, headers: headers.anna });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Packliste K_ln.xlsx"; filename*=UTF-8''Packliste%20K%C3%B6ln.xlsx`);
  });

  it('refuses a program renamed .pdf with 415 UNSUPPORTED_MEDIA_TYPE and stores nothing', async () => {
    const before = await storedFiles(storage.dir);
    const response = await upload('anna', pdfParts('invoice.pdf', SAMPLES.exe));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('PDF') });
    expect(await storedFiles(storage.dir)).toEqual(before);
  });

  it('accepts a file of exactly 20 MB (beyond the JSON body limit of the app)', async () => {
    const largest = Buffer.concat([SAMPLES.pdf, Buffer.alloc(BOOKING_DOCUMENT_MAX_BYTES - SAMPLES.pdf.length, 0x20)]);
    const response = await upload('anna', pdfParts('largest.pdf', largest));
    expect(response.statusCode).toBe(201);
    expect(response.json().sizeBytes).toBe(BOOKING_DOCUMENT_MAX_BYTES);
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${bookingId}/documents/${response.json().id}`, headers: headers.anna });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses a file over 20 MB with 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const before = await storedFiles(storage.dir);
    const count = async () => (await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents`, headers: headers.anna })).json().items.length;
    const documentsBefore = await count();
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(BOOKING_DOCUMENT_MAX_BYTES + 1 - SAMPLES.pdf.length, 0x20)]);
    const response = await upload('anna', pdfParts('big.pdf', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'A document may be at most 20 MB', details: { maxBytes: BOOKING_DOCUMENT_MAX_BYTES } });
    expect(await storedFiles(storage.dir)).toEqual(before);
    expect(await count()).toBe(documentsBefore);
  });

  it.each([
    ['no type', [{ name: 'file', fileName: 'a.pdf', content: SAMPLES.pdf }], 'type'],
    ['an unknown type', [{ name: 'type', value: 'LOVE_LETTER' }, { name: 'file', fileName: 'a.pdf', content: SAMPLES.pdf }], 'type'],
    ['no file', [{ name: 'type', value: 'OTHER' }], 'file'],
  ] as [string, Part[], string][])('answers 400 VALIDATION_ERROR for %s', async (_label, parts, field) => {
    const response = await upload('anna', parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: field }] });
  });

  it('answers 415 to an upload that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/documents`, payload: { type: 'OTHER' }, headers: headers.anna });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('scope: nils (another customer) gets 404 for everything; carl and vera see but get 403 on changes', async () => {
    const [document] = (await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents`, headers: headers.anna })).json().items as BookingDocument[];
    const nils = [
      await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents`, headers: headers.nils }),
      await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents/${document!.id}/file`, headers: headers.nils }),
      await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${bookingId}/documents/${document!.id}`, headers: headers.nils }),
      await upload('nils', pdfParts()),
    ];
    expect(nils.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([404, 'NOT_FOUND']));
    for (const who of ['carl', 'vera'] as const) {
      expect((await upload(who, pdfParts())).statusCode).toBe(403);
      const removal = await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${bookingId}/documents/${document!.id}`, headers: headers[who] });
      expect([removal.statusCode, removal.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents/${document!.id}/file`, headers: headers.vera })).statusCode).toBe(200);
  });

  it('an unknown document is 404; a document of another booking is 404 under this one', async () => {
    const other = await insertBooking(t.database.db);
    const [document] = (await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents`, headers: headers.anna })).json().items as BookingDocument[];
    const misplaced = await t.app.inject({ method: 'GET', url: `/v1/bookings/${other.id}/documents/${document!.id}/file`, headers: headers.anna });
    expect(misplaced.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${bookingId}/documents/00000000-0000-4000-8000-000000000000`, headers: headers.anna });
    expect(unknown.statusCode).toBe(404);
  });

  it('deleting a document removes its stored file too, with history DOCUMENT_REMOVED', async () => {
    const created = (await upload('anna', pdfParts('to delete.pdf'))).json<BookingDocument>();
    const before = await storedFiles(storage.dir);
    const response = await t.app.inject({ method: 'DELETE', url: `/v1/bookings/${bookingId}/documents/${created.id}`, headers: headers.anna });
    expect(response.statusCode).toBe(204);
    expect((await storedFiles(storage.dir)).length).toBe(before.length - 1);
    expect(await history()).toContain('DOCUMENT_REMOVED');
    const file = await t.app.inject({ method: 'GET', url: `/v1/bookings/${bookingId}/documents/${created.id}/file`, headers: headers.anna });
    expect(file.statusCode).toBe(404);
  });
});
