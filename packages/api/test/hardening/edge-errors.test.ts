import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema, type BookingDocument } from '@freightdeck/contracts';
import { authHeaders, signIn } from '../helpers/auth';
import { insertBooking, tempStorageDir } from '../helpers/booking-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { multipart, SAMPLES, type Part } from '../modules/booking-documents/multipart';

/** Sends raw bytes to the listening app and returns the whole answer (status line, headers, body). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5000, () => socket.destroy());
  });
}

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]), body: ErrorBodySchema.parse(JSON.parse(body ?? '')) };
};

/** Errors raised below the routes, by the HTTP parser and by multipart limits, keep the contract. */
describe('errors outside the routes keep { code, message, details }', () => {
  let t: TestApp;
  let port: number;
  let storage: Awaited<ReturnType<typeof tempStorageDir>>;
  let headers: Record<string, string>;
  let bookingId: string;
  beforeAll(async () => {
    storage = await tempStorageDir();
    t = await createTestApp({ env: { STORAGE_DIR: storage.dir } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    headers = authHeaders(await signIn(t.app, 'anna@acme-pharma.test'));
    bookingId = (await insertBooking(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await storage.remove();
  });

  it('a 20,000-character path answers 431 REQUEST_HEADERS_TOO_LARGE', async () => {
    const answer = parse(await raw(port, `GET /v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.body.code).toBe('REQUEST_HEADERS_TOO_LARGE');
  });

  it.each([
    ['a malformed request line', 'GET /v1/healthz HTTP/9.9 junk\r\nHost: x\r\n\r\n'],
    ['conflicting Content-Length and Transfer-Encoding', 'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['two different Content-Lengths', 'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nabcdef'],
  ])('%s answers 400 MALFORMED_REQUEST', async (_name, request) => {
    const answer = parse(await raw(port, request));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('MALFORMED_REQUEST');
  });

  const upload = (parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/documents`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const pdf = (fileName: string): Part => ({ name: 'file', fileName, contentType: 'application/pdf', content: SAMPLES.pdf });

  it('an upload with two files, or too many parts, answers 400 TOO_MANY_PARTS', async () => {
    const two = await upload([{ name: 'type', value: 'INVOICE' }, pdf('a.pdf'), pdf('b.pdf')]);
    expect([two.statusCode, two.json().code]).toEqual([400, 'TOO_MANY_PARTS']);
    const fields = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const many = await upload([{ name: 'type', value: 'INVOICE' }, ...fields, pdf('a.pdf')]);
    expect([many.statusCode, many.json().code]).toEqual([400, 'TOO_MANY_PARTS']);
  });

  it('a download name agrees with the detected type and carries no bidi or control characters', async () => {
    const named = async (fileName: string) => {
      const response = await upload([{ name: 'type', value: 'INVOICE' }, pdf(fileName)]);
      expect(response.statusCode).toBe(201);
      return response.json<BookingDocument>().fileName;
    };
    expect(await named('evil.html')).toBe('evil.pdf');
    expect(await named('invoice\u202Efdp.exe')).toBe('invoicefdp.pdf');
    expect(await named('Invoice 42.PDF')).toBe('Invoice 42.PDF');
    expect(await named('\u2066\u200f')).toBe('document.pdf');
  });
});
