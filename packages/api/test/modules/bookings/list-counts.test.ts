import { sql } from 'drizzle-orm';
import { sampleAirBooking } from '@freightdeck/contracts/testing';
import type { BookingPage } from '@freightdeck/contracts';
import { COUNT_CAP } from '../../../src/modules/bookings/list-bookings';
import { book, bookingsWorld, call, type BookingsWorld } from './helpers';

let w: BookingsWorld;
beforeAll(async () => {
  w = await bookingsWorld();
  // One booking made through the API, then COUNT_CAP copies of it set-based (new refs, one word
  // in common in their customer reference): more matches than a list counts.
  const first = await book(w, 'carl', { ...sampleAirBooking(), customerReference: 'BULK-0' });
  await w.t.database.db.execute(sql`
    insert into bookings (ref, mode, status, version, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type,
      shipper_company, consignee_company, customer_reference, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
      distance_km, tonne_km, co2e_kg, search_text, data, created_at, updated_at)
    select 'FDA-' || (900000 + g)::text, mode, status, 1, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type,
      shipper_company, consignee_company, 'BULK-' || g, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
      distance_km, tonne_km, co2e_kg, lower('FDA-' || (900000 + g)::text || ' bulk-' || g || ' ' || shipper_company), data,
      now() - g * interval '1 minute', now()
    from bookings, generate_series(1, ${COUNT_CAP}) g where id = ${first.id}`);
}, 120_000);
afterAll(() => w.t.close());

describe('GET /v1/bookings totals', () => {
  it('says "at least" past the cap for a search, and stays exact from the status table', async () => {
    const searched = (await call(w, 'ops', 'GET', '/v1/bookings?q=bulk-&pageSize=10')).json<BookingPage>();
    expect(searched).toMatchObject({ total: COUNT_CAP, totalExact: false });
    expect(searched.items).toHaveLength(10);
    const all = (await call(w, 'ops', 'GET', '/v1/bookings?status=PENDING&pageSize=10')).json<BookingPage>();
    expect(all).toMatchObject({ total: COUNT_CAP + 1, totalExact: true });
  });

  it('counts a later page of a search, and answers a search whose first page is not full with its rows', async () => {
    // bulk-99 is in BULK-99, BULK-990…999 and BULK-9900…9999: 111 bookings.
    const later = (await call(w, 'ops', 'GET', '/v1/bookings?q=bulk-99&page=2&pageSize=5')).json<BookingPage>();
    expect(later).toMatchObject({ total: 111, totalExact: true, page: 2 });
    expect(later.items).toHaveLength(5);
    const one = (await call(w, 'ops', 'GET', '/v1/bookings?q=bulk-10000')).json<BookingPage>();
    expect(one).toMatchObject({ total: 1, totalExact: true });
    expect(one.items.map((i) => i.customerReference)).toEqual(['BULK-10000']);
  });
});
