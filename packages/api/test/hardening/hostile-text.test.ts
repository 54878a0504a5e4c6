import { ErrorBodySchema } from '@freightdeck/contracts';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import { book, bookingsWorld, call, type BookingsWorld } from '../modules/bookings/helpers';

/**
 * The outside probe's reproductions: a NUL byte or a lone surrogate anywhere a client can put a
 * string answers 400 VALIDATION_ERROR naming the field, never 500 and never a silent U+FFFD
 * (docs/adr/017-hardening.md#text-at-the-edge).
 */
describe('NUL bytes and lone surrogates are refused at the edge', () => {
  let w: BookingsWorld;
  let bookingId: string;
  beforeAll(async () => {
    w = await bookingsWorld();
    bookingId = (await book(w, 'carl', sampleAirBooking({ customerReference: 'HOSTILE-1' }))).id;
  });
  afterAll(() => w.t.close());

  const refused = (response: { statusCode: number; json: () => unknown }, field: string) => {
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect((body.details as { path: string }[]).map((d) => d.path)).toContain(field);
  };

  it.each([
    ['/v1/bookings?q=%00', 'query.q'],
    ['/v1/organizations?q=%00', 'query.q'],
    ['/v1/users?q=%00', 'query.q'],
    ['/v1/bookings/drafts?q=a%00b', 'query.q'],
    ['/v1/bookings/data-loggers?bookingRef=a%00b', 'query.bookingRef'],
    ['/v1/dev/outbox?to=%00', 'query.to'],
    ['/v1/bookings/%00', 'params.id'],
    ['/v1/bookings/%00/documents', 'params.id'],
    ['/v1/bookings/%00/share-links', 'params.id'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    refused(await call(w, 'admin', 'GET', url), field);
  });

  it('refuses NUL in JSON strings (user name, tax id, customer reference, registration company)', async () => {
    refused(await call(w, 'admin', 'PATCH', `/v1/users/${w.self.carl.id}`, { firstName: 'Ca\u0000rl' }), 'firstName');
    refused(await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: 'A\u0000B' })), 'customerReference');
    refused(await call(w, 'admin', 'PATCH', `/v1/organizations/${w.acmeId}`, { taxId: 'DE\u0000123' }), 'taxId');
    refused(await w.t.app.inject({ method: 'POST', url: '/v1/organizations/registrations', payload: { company: { name: 'Evil\u0000 GmbH' } } }), 'company.name');
  });

  it('refuses lone surrogates in JSON strings and object keys, storing nothing', async () => {
    refused(await call(w, 'admin', 'PATCH', `/v1/users/${w.self.carl.id}`, { lastName: 'Sch\ud800' }), 'lastName');
    refused(await call(w, 'carl', 'PATCH', `/v1/bookings/${bookingId}`, { remarks: 'x\udfff' }), 'remarks');
    refused(await call(w, 'carl', 'POST', '/v1/bookings', sampleAirBooking({ customerReference: '\ud800' })), 'customerReference');
    const key = await call(w, 'carl', 'PATCH', `/v1/bookings/${bookingId}`, { ['\ud800']: 1 });
    expect(key.statusCode).toBe(400);
    const after = (await call(w, 'carl', 'GET', `/v1/bookings/${bookingId}`)).json<{ remarks: string | null; customerReference: string }>();
    expect(after.customerReference).toBe('HOSTILE-1');
    expect(after.remarks ?? '').not.toContain('\ufffd');
  });

  it('still accepts ordinary non-ASCII text (paired surrogates are valid)', async () => {
    const response = await call(w, 'admin', 'PATCH', `/v1/users/${w.self.carl.id}`, { lastName: 'Müller 🚢' });
    expect(response.statusCode).toBe(200);
  });

  // Found by the authorization matrix once it posted to real records (docs/adr/017-hardening.md#generated-guards).
  it('a year-0 instant is 400, and a reading of 1e-323 °C is stored as 0 °C (the `real` column cannot hold it): never 500', async () => {
    const { ref } = (await call(w, 'carl', 'GET', `/v1/bookings/${bookingId}`)).json<{ ref: string }>();
    const logger = (await call(w, 'carl', 'POST', '/v1/bookings/data-loggers', { bookingRef: ref, serialNumber: 'HOSTILE-NUM-1', model: 'TempTale 4' })).json<{ id: string }>();
    const post = (readings: unknown) => call(w, 'carl', 'POST', `/v1/bookings/data-loggers/${logger.id}/readings`, { readings });
    const yearZero = await post([{ at: '0000-01-01T00:00:00Z', temperatureC: 5 }]);
    expect(yearZero.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(yearZero.json()).code).toBe('VALIDATION_ERROR');
    const tiny = await post([{ at: '2026-01-01T00:00:00Z', temperatureC: 1e-323 }, { at: '2026-01-01T00:05:00Z', temperatureC: -3.4e-39 }]);
    expect(tiny.statusCode).toBe(201);
    const series = (await call(w, 'carl', 'GET', `/v1/bookings/data-loggers/${logger.id}/readings`)).json<{ readings: { temperatureC: number }[] }>();
    expect(series.readings.map((r) => Math.abs(r.temperatureC))).toEqual([0, 0]);
  });
});
