import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BOOKING_STATUSES, BookingListQuerySchema, isValidAirWaybill } from '@freightdeck/contracts';
import { loadReferenceData } from '../../src/modules/references/load';
import { createBookingService } from '../../src/modules/bookings/service';
import { buildCarriers } from '../../src/reference-data/carriers';
import { seedDemo, SEED_STEPS } from '../../src/seed';
import { demoActors } from '../../src/seed/demo-bookings/actors';
import { createDomainServices } from '../../src/composition/services';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// The whole step once, with fewer bookings than a first start makes (SEED_DEMO_BOOKINGS, default
// 2,000): the same plan and services, in a fraction of the time.
jest.setTimeout(600_000);
const COUNT = 600;

let t: TestDatabase;
let storageDir: string;
const rows = async <R>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
const config = () => ({ isProduction: false, seedDemo: true, storageDir, seedDemoBookings: COUNT });

beforeAll(async () => {
  t = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'fd-seed-storage-'));
  await loadReferenceData(t.database.db);
  // The timetables have their own tests (test/modules/schedules), the rate cards and quotations theirs (test/seed/demo-quotations.test.ts).
  expect(await seedDemo(t.database.db, config(), undefined, SEED_STEPS.filter((s) => !['schedules', 'rate-cards', 'quotations'].includes(s.name)))).toEqual({ ran: ['organizations', 'roles', 'users', 'invitations', 'organization-contacts-and-network', 'bookings', 'tracking-histories'], skipped: null });
});
afterAll(async () => {
  await t.dispose();
  await rm(storageDir, { recursive: true, force: true });
});

describe('demo bookings', () => {
  it('makes the bookings asked for, of the three customers in every status, mostly delivered, over 24 months', async () => {
    const byStatus = Object.fromEntries((await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from bookings group by status`)).map((r) => [r.status, r.n]));
    const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBe(COUNT);
    for (const status of BOOKING_STATUSES) expect(byStatus[status]).toBeGreaterThan(0);
    expect(byStatus.DELIVERED! / total).toBeGreaterThan(0.8);
    expect(byStatus.CANCELLED! / total).toBeGreaterThan(0.03);
    expect(byStatus.CANCELLED! / total).toBeLessThan(0.12);
    // The trigger-kept counts agree with the rows.
    const counted = await rows<{ n: number }>(sql`select coalesce(sum(count), 0)::int as n from booking_status_counts`);
    expect(counted[0]!.n).toBe(total);

    const orgs = await rows<{ name: string; n: number; creators: string[]; modes: string[] }>(sql`
      select o.name, count(*)::int as n, array_agg(distinct u.email order by u.email) as creators, array_agg(distinct b.mode order by b.mode) as modes
      from bookings b join organizations o on o.id = b.organization_id join users u on u.id = b.created_by_id group by o.name order by o.name`);
    expect(orgs.map((o) => [o.name, o.creators, o.modes])).toEqual([
      ['Acme Pharma', ['anna@acme-pharma.test', 'carl@acme-pharma.test'], ['AIR', 'SEA']],
      ['Nordic Fresh', ['nils@nordic-fresh.test', 'tina@nordic-fresh.test'], ['AIR', 'SEA']],
      ['Pacific Parts', ['ops@freightdeck.test'], ['AIR', 'SEA']],
    ]);
    for (const o of orgs) expect(o.n).toBeGreaterThan(COUNT * 0.15);

    const [span] = await rows<{ oldest: Date; newest: Date; pending_age: number }>(sql`
      select min(created_at) as oldest, max(created_at) as newest,
             (select extract(epoch from now() - min(created_at)) / 86400 from bookings where status = 'PENDING')::float as pending_age from bookings`);
    const days = (d: Date) => (Date.now() - new Date(d).getTime()) / 86_400_000;
    expect(days(span!.oldest)).toBeGreaterThan(600);
    expect(days(span!.oldest)).toBeLessThan(24 * 31);
    expect(days(span!.newest)).toBeLessThan(3);
    // What is still pending was booked recently.
    expect(span!.pending_age).toBeLessThan(10);
  });

  it('keeps each customer to its cargo and each air booking to a valid air waybill of a real airline prefix', async () => {
    const cargo = await rows<{ name: string; types: string[]; without_range: number }>(sql`
      select o.name, array_agg(distinct b.cargo_type order by b.cargo_type) as types,
             count(*) filter (where b.data -> 'cargo' -> 'temperature' = 'null'::jsonb)::int as without_range
      from bookings b join organizations o on o.id = b.organization_id group by o.name order by o.name`);
    expect(cargo.map((c) => [c.name, c.types])).toEqual([['Acme Pharma', ['PHARMACEUTICAL']], ['Nordic Fresh', ['PERISHABLE']], ['Pacific Parts', ['GENERAL']]]);
    expect(cargo.slice(0, 2).map((c) => c.without_range)).toEqual([0, 0]);

    const awbs = await rows<{ carrier_reference: string }>(sql`select carrier_reference from bookings where mode = 'AIR' and carrier_reference is not null`);
    expect(awbs.length).toBeGreaterThan(COUNT / 4);
    const prefixes = new Set(buildCarriers().map((c) => c.awbPrefix).filter(Boolean));
    for (const { carrier_reference: awb } of awbs) {
      expect(isValidAirWaybill(awb)).toBe(true);
      expect(prefixes.has(awb.slice(0, 3))).toBe(true);
    }
    expect(new Set(awbs.map((a) => a.carrier_reference)).size).toBe(awbs.length);
    const lanes = await rows<{ lane: string }>(sql`select distinct origin || '>' || destination as lane from bookings`);
    expect(lanes.map((l) => l.lane)).toEqual(expect.arrayContaining(['SIN>FRA', 'HKG>LAX', 'PVG>AMS', 'NRT>ORD', 'CNSHA>NLRTM', 'SGSIN>DEHAM', 'KRPUS>USLAX']));
  });

  it('records a history in time order: who created, confirmed, moved, delivered or cancelled each booking, and when', async () => {
    const [h] = await rows<{ without_created: number; early: number; late: number; delivered_without: number; cancelled_without_reason: number }>(sql`
      select
        (select count(*) from bookings b where not exists (select 1 from booking_history h where h.booking_id = b.id and h.action = 'CREATED' and h.at = b.created_at and h.actor_id = b.created_by_id))::int as without_created,
        (select count(*) from booking_history h join bookings b on b.id = h.booking_id where h.at < b.created_at)::int as early,
        (select count(*) from booking_history where at > now())::int as late,
        (select count(*) from bookings b where status = 'DELIVERED' and (delivery is null or not exists (select 1 from booking_history h where h.booking_id = b.id and h.action = 'DELIVERED')))::int as delivered_without,
        (select count(*) from bookings where status = 'CANCELLED' and (cancellation ->> 'reason' is null or length(cancellation ->> 'reason') < 3))::int as cancelled_without_reason`);
    expect(h).toEqual({ without_created: 0, early: 0, late: 0, delivered_without: 0, cancelled_without_reason: 0 });
    // Milestones in order.
    const [order] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings where status = 'DELIVERED' and not (created_at < confirmed_at and confirmed_at < departed_at and departed_at < arrived_at and arrived_at < delivered_at)`);
    expect(order!.n).toBe(0);
    const revisions = Object.fromEntries((await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from booking_revisions group by status`)).map((r) => [r.status, r.n]));
    expect(revisions.APPROVED).toBeGreaterThan(0);
    expect(revisions.REJECTED).toBeGreaterThan(0);
  });

  it('attaches real PDF documents and data loggers with readings, some with excursions, to pharma shipments', async () => {
    const docs = await rows<{ storage_key: string; content_type: string; type: string }>(sql`select storage_key, content_type, type from booking_documents`);
    expect(docs.length).toBeGreaterThan(100);
    expect(new Set(docs.map((d) => d.content_type))).toEqual(new Set(['application/pdf']));
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(['AIR_WAYBILL', 'BILL_OF_LADING', 'INVOICE', 'PACKING_LIST', 'CERTIFICATE']));
    for (const doc of docs.slice(0, 20)) {
      const bytes = await readFile(path.join(storageDir, doc.storage_key));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }

    const loggers = await rows<{ org: string; readings: number; excursions: number }>(sql`
      select o.name as org, count(r.*)::int as readings,
             count(r.*) filter (where r.temperature_c < (b.data -> 'cargo' -> 'temperature' ->> 'minC')::float or r.temperature_c > (b.data -> 'cargo' -> 'temperature' ->> 'maxC')::float)::int as excursions
      from data_loggers l join bookings b on b.id = l.booking_id join organizations o on o.id = b.organization_id
      left join data_logger_readings r on r.logger_id = l.id group by l.id, o.name`);
    expect(loggers.length).toBeGreaterThan(COUNT / 40);
    expect(new Set(loggers.map((l) => l.org))).toEqual(new Set(['Acme Pharma']));
    expect(loggers.filter((l) => l.readings > 0).length).toBeGreaterThan(loggers.length * 0.9);
    const withExcursions = loggers.filter((l) => l.excursions > 0).length;
    expect(withExcursions).toBeGreaterThan(5);
    expect(withExcursions).toBeLessThan(loggers.length / 2);
  });

  it('shows nils only Nordic Fresh, and carl his watchlist of his own shipments', async () => {
    const services = createDomainServices(t.database.db);
    const actors = await demoActors(services, ['nils@nordic-fresh.test', 'carl@acme-pharma.test']);
    const bookings = createBookingService(t.database.db);
    const page = await bookings.list(actors.get('nils@nordic-fresh.test')!, BookingListQuerySchema.parse({ pageSize: 100 }));
    const [nordic] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b join organizations o on o.id = b.organization_id where o.name = 'Nordic Fresh'`);
    expect(page.total).toBe(nordic!.n);
    expect(new Set(page.items.map((i) => i.organization.name))).toEqual(new Set(['Nordic Fresh']));
    const [outside] = await rows<{ n: number }>(sql`
      select (select count(*) from booking_watches w join users u on u.id = w.user_id join bookings b on b.id = w.booking_id join organizations o on o.id = b.organization_id
              where u.email in ('nils@nordic-fresh.test', 'tina@nordic-fresh.test') and o.name <> 'Nordic Fresh')
           + (select count(*) from bookings b join users u on u.id = b.created_by_id join organizations o on o.id = b.organization_id
              where u.email in ('nils@nordic-fresh.test', 'tina@nordic-fresh.test') and o.name <> 'Nordic Fresh') as n`);
    expect(Number(outside!.n)).toBe(0);

    const carl = actors.get('carl@acme-pharma.test')!;
    const watched = await bookings.watchlist(carl);
    expect(watched.bookingIds.length).toBeGreaterThanOrEqual(3);
    const [own] = await rows<{ n: number }>(sql`select count(*)::int as n from bookings b join users u on u.id = b.created_by_id where u.email = 'carl@acme-pharma.test'`);
    expect(own!.n).toBeGreaterThan(COUNT / 10);
  });

  it('adds nothing when the seed runs again', async () => {
    const count = async () => (await rows<{ b: number; h: number; d: number }>(sql`select (select count(*) from bookings)::int as b, (select count(*) from booking_history)::int as h, (select count(*) from booking_documents)::int as d`))[0];
    const before = await count();
    expect(await seedDemo(t.database.db, config(), undefined, SEED_STEPS.filter((s) => !['schedules', 'rate-cards', 'quotations'].includes(s.name)))).toEqual({ ran: [], skipped: null });
    expect(await count()).toEqual(before);
  });
});
