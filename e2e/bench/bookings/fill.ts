import type { PgClient } from './pg';

/**
 * Fills `bookings` up to `target` rows with one set-based statement per 20,000 rows. Each new
 * row copies a demo booking the seed made through the services (its organization, creator,
 * lane, cargo columns and `data` document), so every row is valid and the mix of customers,
 * modes and lanes is the seed's; it then gets its own reference, dates spread over the last 24
 * months, a status that fits its age (old: delivered or cancelled; recent: pending, confirmed,
 * in transit, arrived), milestone times in order, and an air waybill number with a valid check
 * digit. The trigger keeps booking_status_counts right as rows go in. Deterministic (setseed).
 */
export async function fillBookings(client: PgClient, target: number, log: (line: string) => void): Promise<void> {
  const [{ n: existing }] = (await client.query<{ n: number }>('select count(*)::int as n from bookings')).rows as [{ n: number }];
  if (existing >= target) return;
  await client.query(`create temp table if not exists bench_templates as
    select (row_number() over (order by ref) - 1)::int as tid, * from bookings where ref in (select ref from bookings order by ref limit 5000)`);
  const [{ n: templates }] = (await client.query<{ n: number }>('select count(*)::int as n from bench_templates')).rows as [{ n: number }];
  if (templates < 100) throw new Error(`only ${templates} demo bookings to copy: the demo seed did not run`);
  await client.query('select setseed(0.42)');
  // The row trigger updates the same few booking_status_counts rows once per booking; inside one
  // statement their dead versions pile up (seen: 46 s for the first 100,000 rows, 370 s for the
  // sixth), so chunks stay small and the counts table is vacuumed between them.
  const CHUNK = 20_000;
  for (let from = existing; from < target; from += CHUNK) {
    const to = Math.min(target, from + CHUNK);
    const started = performance.now();
    await client.query(FILL_SQL, [from + 1, to, templates]);
    await client.query('vacuum booking_status_counts');
    if (to % 100_000 === 0 || to === target) log(`  filled ${to.toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(1)} s for ${(to - from).toLocaleString('en')})`);
  }
}

// Statuses by age: a booking older than 45 days has ended (delivered, or cancelled ~6.5 %); the
// last weeks hold pending, confirmed, in transit (sea takes weeks) and arrived ones.
const FILL_SQL = `
with src as (
  select g, t.*, r.age, r.u, r.c
  from generate_series($1::int, $2::int) g
  -- "where g is not null" ties the lateral to its row: uncorrelated, PostgreSQL evaluates it once,
  -- and every row of a chunk got the same age and status (seen: 10,000 bookings whose 8,000
  -- filled ones were all delivered on one day, and a customer with 8 in transit, all the seed's).
  cross join lateral (select random() as u, random() as c, 730 * (1 - sqrt(random())) as age where g is not null) r
  join bench_templates t on t.tid = g % $3::int
), staged as (
  select s.*,
    now() - (s.age * interval '1 day') as created,
    case
      when s.c < 0.065 then 'CANCELLED'
      when s.age > 45 then 'DELIVERED'
      when s.age < 2 then case when s.u < 0.5 then 'PENDING' else 'CONFIRMED' end
      when s.age < 7 then case when s.u < 0.3 then 'CONFIRMED' when s.u < 0.8 then 'IN_TRANSIT' when s.u < 0.9 then 'ARRIVED' else 'DELIVERED' end
      when s.mode = 'SEA' then case when s.u < 0.6 then 'IN_TRANSIT' when s.u < 0.75 then 'ARRIVED' else 'DELIVERED' end
      else case when s.u < 0.05 then 'ARRIVED' else 'DELIVERED' end
    end as st,
    nextval('booking_ref_seq') as refno
  from src s
), shaped as (
  select st.*,
    case when st.st in ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED') then
      case when st.mode = 'AIR' then coalesce(left(st.carrier_reference, 3), '618') || '-' || (8000000 + st.g)::text || ((8000000 + st.g) % 7)::text
           else coalesce(left(st.carrier_reference, 4), 'MAEU') || (300000000 + st.g)::text end
    end as awb,
    (case when st.mode = 'AIR' then 'FDA-' else 'FDS-' end) || case when st.refno < 1000000 then lpad(st.refno::text, 6, '0') else st.refno::text end as newref,
    split_part(st.customer_reference, '-', 1) || '-' || st.g::text as custref,
    least(st.age * 0.25, 2) * interval '1 day' as step
  from staged st
)
insert into bookings (ref, mode, sea_load, status, version, organization_id, created_by_id, origin, destination, cargo_ready_date, cargo_type,
  shipper_company, consignee_company, customer_reference, carrier_reference, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
  distance_km, tonne_km, co2e_kg, search_text, data, cancellation, delivery, confirmed_at, departed_at, arrived_at, delivered_at, cancelled_at, created_at, updated_at)
select newref, mode, sea_load, st, 1, organization_id, created_by_id, origin, destination, (created + 3 * step)::date, cargo_type,
  shipper_company, consignee_company, custref, awb, pieces, gross_weight_kg, volume_m3, chargeable_value, chargeable_unit, teu,
  distance_km, tonne_km, co2e_kg,
  lower(concat_ws(' ', newref, awb, custref, shipper_company, consignee_company)), data,
  case when st = 'CANCELLED' then jsonb_build_object('reason', 'The consignee postponed the order', 'at', created + step, 'byId', created_by_id) end,
  case when st = 'DELIVERED' then jsonb_build_object('receivedBy', 'Warehouse', 'deliveredAt', created + 4 * step, 'remarks', '', 'recordedById', null, 'recordedAt', created + 4 * step) end,
  case when st in ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED') then created + 0.5 * step end,
  case when st in ('IN_TRANSIT', 'ARRIVED', 'DELIVERED') then created + step end,
  case when st in ('ARRIVED', 'DELIVERED') then created + 3 * step end,
  case when st = 'DELIVERED' then created + 4 * step end,
  case when st = 'CANCELLED' then created + step end,
  created, created + 4 * step
from shaped`;
