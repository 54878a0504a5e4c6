import { sql } from 'drizzle-orm';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import type { BookingPage } from '@freightdeck/contracts';
import { COUNT_CAP, FREE_TEXT_COUNT_SPACE } from '../../../src/modules/bookings/list-bookings';
import { book, bookingsWorld, call, type BookingsWorld } from './helpers';

let w: BookingsWorld;
/** COUNT_CAP copies of one booking of `who`'s, set-based: new refs, `word` and the copy's number in their customer reference. */
async function copies(who: 'carl' | 'nils', word: string, refFrom: number) {
  const first = await book(w, who, { ...sampleAirBooking(), customerReference: `${word}-0` });
  await w.t.database.db.execute(sql`
    insert into bookings (ref, mode, status, version, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type,
      shipper_company, consignee_company, customer_reference, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
      distance_km, tonne_km, co2e_kg, search_text, data, created_at, updated_at)
    select 'FDA-' || (${refFrom} + g)::text, mode, status, 1, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type,
      shipper_company, consignee_company, ${word} || '-' || g, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
      distance_km, tonne_km, co2e_kg, lower('FDA-' || (${refFrom} + g)::text || ' ' || ${word} || '-' || g || ' ' || shipper_company), data,
      now() - g * interval '1 minute', now()
    from bookings, generate_series(1, ${COUNT_CAP}) g where id = ${first.id}`);
}

beforeAll(async () => {
  w = await bookingsWorld();
  // Acme Pharma gets COUNT_CAP + 1 bookings with "bulk-" in their customer reference: more matches
  // than a list counts. Nordic Fresh gets as many with "fresh-": together past FREE_TEXT_COUNT_SPACE.
  await copies('carl', 'BULK', 900000);
  await copies('nils', 'FRESH', 800000);
}, 180_000);
afterAll(() => w.t.close());

describe('GET /v1/bookings totals', () => {
  it('counts a search up to the cap, then says "at least"; the status table stays exact', async () => {
    const searched = (await call(w, 'carl', 'GET', '/v1/bookings?q=bulk-&pageSize=10')).json<BookingPage>();
    expect(searched).toMatchObject({ total: COUNT_CAP, totalExact: false });
    expect(searched.items).toHaveLength(10);
    const inOne = (await call(w, 'ops', 'GET', `/v1/bookings?q=bulk-&organizationId=${w.acmeId}&pageSize=10`)).json<BookingPage>();
    expect(inOne).toMatchObject({ total: COUNT_CAP, totalExact: false });
    const all = (await call(w, 'ops', 'GET', `/v1/bookings?status=PENDING&organizationId=${w.acmeId}&pageSize=10`)).json<BookingPage>();
    expect(all).toMatchObject({ total: COUNT_CAP + 1, totalExact: true });
  });

  it('does not count a search over more than FREE_TEXT_COUNT_SPACE bookings: "at least" the rows seen, one past the page', async () => {
    const space = (await call(w, 'ops', 'GET', '/v1/bookings?pageSize=1')).json<BookingPage>();
    expect(space.total).toBeGreaterThan(FREE_TEXT_COUNT_SPACE);
    const first = (await call(w, 'ops', 'GET', '/v1/bookings?q=fresh-&pageSize=10')).json<BookingPage>();
    expect(first).toMatchObject({ total: 11, totalExact: false, page: 1 });
    expect(first.items).toHaveLength(10);
    const third = (await call(w, 'ops', 'GET', '/v1/bookings?q=fresh-&pageSize=10&page=3')).json<BookingPage>();
    expect(third).toMatchObject({ total: 31, totalExact: false, page: 3 });
    // The end of an uncounted search is exact: fresh-999 is in FRESH-999 and FRESH-9990…9999.
    const few = (await call(w, 'ops', 'GET', '/v1/bookings?q=fresh-999&pageSize=10&page=2')).json<BookingPage>();
    expect(few).toMatchObject({ total: 11, totalExact: true, page: 2 });
    expect(few.items).toHaveLength(1);
    // Nordic Fresh alone is within the space: nils's search is counted.
    const nils = (await call(w, 'nils', 'GET', '/v1/bookings?q=fresh-99&pageSize=10')).json<BookingPage>();
    expect(nils).toMatchObject({ total: 111, totalExact: true });
  });

  it('counts a later page of a search, and answers a search whose first page is not full with its rows', async () => {
    // bulk-99 is in BULK-99, BULK-990…999 and BULK-9900…9999: 111 bookings.
    const later = (await call(w, 'carl', 'GET', '/v1/bookings?q=bulk-99&page=2&pageSize=5')).json<BookingPage>();
    expect(later).toMatchObject({ total: 111, totalExact: true, page: 2 });
    expect(later.items).toHaveLength(5);
    const one = (await call(w, 'ops', 'GET', '/v1/bookings?q=bulk-10000')).json<BookingPage>();
    expect(one).toMatchObject({ total: 1, totalExact: true });
    expect(one.items.map((i) => i.customerReference)).toEqual(['BULK-10000']);
  });
});
