import { BookingListItemSchema, BookingPageSchema, type Booking, type BookingPage, type BookingSummary, type StatusCounts } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { book, bookingsWorld, call, type BookingsWorld, type Who } from './helpers';

let w: BookingsWorld;
let byCarl: Booking;
let byAnna: Booking;
let byNils: Booking;
beforeAll(async () => {
  w = await bookingsWorld();
  byCarl = await book(w, 'carl', sampleAirBooking({ customerReference: 'ACME-CARL' }));
  byAnna = await book(w, 'anna', sampleSeaBooking({ customerReference: 'ACME-ANNA' }));
  byNils = await book(w, 'nils', sampleAirBooking({ origin: 'OSL', customerReference: 'NORDIC-NILS', shipper: { company: 'Nordic Fresh AS', address: 'Strandkaien 3', city: 'Bergen', country: 'NO' } }));
}, 120_000);
afterAll(() => w.t.close());

const ids = async (who: Who, query = '') => {
  const response = await call(w, who, 'GET', `/v1/bookings${query}`);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<BookingPage>().items.map((i) => i.id);
};

describe('who sees which bookings', () => {
  it('keeps Acme bookings from nils in list, count, summary, get and watch', async () => {
    expect(await ids('nils', '?pageSize=100')).toEqual([byNils.id]);
    const counts = (await call(w, 'nils', 'GET', '/v1/bookings/statuses/count')).json<StatusCounts>();
    const nordicForAdmin = (await call(w, 'admin', 'GET', `/v1/bookings/statuses/count?organizationId=${w.nordicId}`)).json<StatusCounts>();
    expect(counts).toEqual(nordicForAdmin);
    expect(counts.total).toBe(1);
    // Naming another organization in the filter does not widen the scope.
    expect((await call(w, 'nils', 'GET', `/v1/bookings/statuses/count?organizationId=${w.acmeId}`)).json<StatusCounts>().total).toBe(0);
    expect(await ids('nils', `?organizationId=${w.acmeId}`)).toEqual([]);
    expect((await call(w, 'nils', 'GET', '/v1/bookings/summary')).json<BookingSummary>()).toMatchObject({ total: 1, awaitingConfirmation: 1 });
    for (const key of [byCarl.id, byCarl.ref, byCarl.ref.toLowerCase()]) {
      const response = await call(w, 'nils', 'GET', `/v1/bookings/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call(w, 'nils', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [byNils.id, byCarl.id] })).statusCode).toBe(404);
    expect((await call(w, 'nils', 'GET', '/v1/bookings/watchlist')).json()).toEqual({ bookingIds: [] });
    for (const [method, path, body] of [['PATCH', '', { remarks: 'x' }], ['POST', '/cancel', { reason: 'not mine' }]] as const) {
      expect((await call(w, 'nils', method, `/v1/bookings/${byCarl.id}${path}`, body)).statusCode).toBe(404);
    }
  });

  it('lets vera see her organization\'s bookings but answers 403 to her changes', async () => {
    expect((await ids('vera', '?pageSize=100')).sort()).toEqual(expect.arrayContaining([byCarl.id, byAnna.id]));
    expect(await ids('vera', '?pageSize=100')).not.toContain(byNils.id);
    const view = (await call(w, 'vera', 'GET', `/v1/bookings/${byCarl.ref}`)).json<Booking>();
    expect(view.allowedActions).toEqual(['watch']);
    expect((await call(w, 'vera', 'PATCH', `/v1/bookings/${byCarl.id}`, { remarks: 'x' })).statusCode).toBe(403);
    expect((await call(w, 'vera', 'POST', `/v1/bookings/${byCarl.id}/cancel`, { reason: 'no reason' })).statusCode).toBe(403);
    // Watching is viewing, not changing.
    expect((await call(w, 'vera', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [byCarl.id] })).json()).toEqual({ bookingIds: [byCarl.id] });
  });

  it('lets carl manage his own bookings only, anna her organization\'s', async () => {
    expect((await call(w, 'carl', 'GET', `/v1/bookings/${byAnna.id}`)).json<Booking>().allowedActions).toEqual(['watch']);
    const carlOnAnna = await call(w, 'carl', 'PATCH', `/v1/bookings/${byAnna.id}`, { remarks: 'mine?' });
    expect(carlOnAnna.statusCode).toBe(403);
    expect(carlOnAnna.json().code).toBe('FORBIDDEN');
    expect((await call(w, 'carl', 'PATCH', `/v1/bookings/${byCarl.id}`, { remarks: 'own' })).statusCode).toBe(200);
    expect((await call(w, 'anna', 'PATCH', `/v1/bookings/${byCarl.id}`, { remarks: 'by anna' })).statusCode).toBe(200);
    expect((await call(w, 'anna', 'GET', `/v1/bookings/${byNils.id}`)).statusCode).toBe(404);
    expect((await call(w, 'anna', 'POST', `/v1/bookings/${byCarl.id}/depart`, {})).statusCode).toBe(403);
  });

  it('gives ops and admin every booking', async () => {
    for (const who of ['ops', 'admin'] as const) {
      expect(await ids(who, '?pageSize=100')).toEqual(expect.arrayContaining([byCarl.id, byAnna.id, byNils.id]));
      expect((await call(w, who, 'GET', `/v1/bookings/${byNils.ref}`)).json<Booking>().allowedActions).toEqual(expect.arrayContaining(['confirm', 'cancel', 'editCharges']));
    }
  });
});

describe('GET /v1/bookings', () => {
  it('filters by status, mode, origin, destination, organization, dates and free text', async () => {
    expect(await ids('admin', '?mode=SEA')).toEqual([byAnna.id]);
    expect(await ids('admin', '?origin=osl')).toEqual([byNils.id]);
    expect(await ids('admin', '?destination=NLRTM')).toEqual([byAnna.id]);
    expect((await ids('admin', `?organizationId=${w.acmeId}&pageSize=100`)).sort()).toEqual([byCarl.id, byAnna.id].sort());
    expect(await ids('admin', '?q=nordic fresh as')).toEqual([byNils.id]);
    expect(await ids('admin', '?q=50%25')).toEqual([]);
    // A whole reference, typed in any case, is that booking; a part of one is a substring.
    expect(await ids('admin', `?q=${byNils.ref.toLowerCase()}`)).toEqual([byNils.id]);
    expect((await ids('admin', `?q=${byNils.ref.slice(0, 6)}&pageSize=100`))).toContain(byNils.id);
    expect(await ids('admin', '?status=CONFIRMED,DELIVERED')).toEqual([]);
    expect((await ids('admin', '?status=PENDING&status=CANCELLED')).length).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ids('admin', `?dateFrom=${today}&dateTo=${today}`)).length).toBe(3);
    expect(await ids('admin', '?dateTo=2020-01-01')).toEqual([]);
    const bad = await call(w, 'admin', 'GET', '/v1/bookings?dateFrom=2026-02-01&dateTo=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: expect.stringContaining('dateTo') })] });
    expect((await call(w, 'admin', 'GET', '/v1/bookings?status=LOST')).json().code).toBe('VALIDATION_ERROR');
  });

  it('answers exactly the BookingPage shape, no field more or less (the route skips the schema check for speed)', async () => {
    await call(w, 'carl', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [byCarl.id] });
    const body = (await call(w, 'carl', 'GET', '/v1/bookings?pageSize=100')).json<BookingPage>();
    expect(BookingPageSchema.parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(Object.keys(BookingPageSchema.shape).sort());
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(BookingListItemSchema.shape).sort());
      expect(Object.keys(item.organization).sort()).toEqual(['id', 'name']);
      expect(Object.keys(item.chargeable).sort()).toEqual(['unit', 'value']);
      expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
    }
    expect(body.items.find((i) => i.id === byCarl.id)?.watched).toBe(true);
    await call(w, 'carl', 'POST', '/v1/bookings/watchlist/unwatch', { bookingIds: [byCarl.id] });
  });

  it('sorts and pages, with exact totals from the status table or a capped count', async () => {
    const page1 = (await call(w, 'admin', 'GET', '/v1/bookings?sort=ref&pageSize=2')).json<BookingPage>();
    expect(page1).toMatchObject({ total: 3, totalExact: true, page: 1, pageSize: 2 });
    const page2 = (await call(w, 'admin', 'GET', '/v1/bookings?sort=ref&pageSize=2&page=2')).json<BookingPage>();
    const refs = [...page1.items, ...page2.items].map((i) => i.ref);
    expect(refs).toEqual([...refs].sort());
    expect((await call(w, 'admin', 'GET', '/v1/bookings?sort=-ref')).json<BookingPage>().items.map((i) => i.ref)).toEqual([...refs].reverse());
    const filtered = (await call(w, 'admin', 'GET', '/v1/bookings?q=acme-')).json<BookingPage>();
    expect(filtered).toMatchObject({ total: 2, totalExact: true });
    expect(filtered.items[0]).toMatchObject({ organization: { name: 'Acme Pharma' }, chargeable: expect.objectContaining({ unit: expect.any(String) }), watched: false });
    // carl's own-scope view: counted from the bookings, not the status table.
    expect((await call(w, 'carl', 'GET', '/v1/bookings?pageSize=1')).json<BookingPage>()).toMatchObject({ total: 2, totalExact: true });
  });
});

describe('watchlist and summary', () => {
  it('watches and unwatches, marks watched bookings in list and view, and filters by it', async () => {
    expect((await call(w, 'anna', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: [byCarl.id, byAnna.id, byCarl.id] })).json<{ bookingIds: string[] }>().bookingIds.sort()).toEqual([byCarl.id, byAnna.id].sort());
    expect(await ids('anna', '?watched=true&sort=ref')).toEqual([byCarl, byAnna].sort((a, b) => a.ref.localeCompare(b.ref)).map((b) => b.id));
    expect((await call(w, 'anna', 'GET', `/v1/bookings/${byCarl.id}`)).json<Booking>().watched).toBe(true);
    expect((await call(w, 'carl', 'GET', `/v1/bookings/${byCarl.id}`)).json<Booking>().watched).toBe(false);
    expect((await call(w, 'anna', 'GET', '/v1/bookings/summary')).json<BookingSummary>()).toMatchObject({ watched: 2, total: 2 });
    expect((await call(w, 'anna', 'POST', '/v1/bookings/watchlist/unwatch', { bookingIds: [byAnna.id] })).json()).toEqual({ bookingIds: [byCarl.id] });
    expect(await ids('anna', '?watched=false')).toEqual([byAnna.id]);
    expect((await call(w, 'anna', 'POST', '/v1/bookings/watchlist/watch', { bookingIds: ['not-a-uuid'] })).json().code).toBe('VALIDATION_ERROR');
  });

  it('sums the dashboard figures in scope', async () => {
    const before = (await call(w, 'admin', 'GET', '/v1/bookings/summary')).json<BookingSummary>();
    const b = await book(w, 'anna', sampleAirBooking());
    await call(w, 'ops', 'POST', `/v1/bookings/${b.id}/confirm`, { carrierReference: 'XX' });
    const after = (await call(w, 'admin', 'GET', '/v1/bookings/summary')).json<BookingSummary>();
    expect(after.total).toBe(before.total + 1);
    expect(after.last30Days.bookings).toBe(before.last30Days.bookings + 1);
    expect(after.last30Days.grossWeightKg).toBeCloseTo(before.last30Days.grossWeightKg + 360, 3);
    expect(after.last30Days.co2eKg).toBeGreaterThan(before.last30Days.co2eKg);
    const counts = (await call(w, 'admin', 'GET', '/v1/bookings/statuses/count?mode=AIR')).json<StatusCounts>();
    expect(counts.counts).toMatchObject({ PENDING: 3, CONFIRMED: 0, DELIVERED: 0 });
    expect(counts.total).toBe(3);
  });
});
