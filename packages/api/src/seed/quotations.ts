import {
  cargoTotals, estimateCharges, legDistanceKm, type CreateQuotationInput, CreateQuotationBaseSchema, type Quotation,
} from '@freightdeck/contracts';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db';
import { createOutboxMailer } from '../mail/outbox-mailer';
import type { Mailer } from '../mail';
import { createExchangeRateService } from '../modules/exchange-rates';
import { createQuotationService, type QuotationService } from '../modules/quotations';
import { createRateCardService } from '../modules/rate-cards';
import { locate } from '../modules/references';
import type { DomainServices } from '../composition/services';
import { demoActors } from './demo-bookings/actors';
import { CUSTOMERS, type CustomerProfile, type Lane } from './demo-bookings/customers';
import { createRandom, type Random } from './demo-bookings/prng';
import { retime } from './demo-bookings/retime';
import { party } from './demo-bookings/sites';
import { demoExchangeRates, demoRateCards } from './rate-cards';
import type { SeedStep } from './seed-step';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** Quotations per customer; spread over the last 60 days. */
export const DEMO_QUOTATIONS_PER_CUSTOMER = 80;

/**
 * Lanes the customers ask prices for: their booking lanes (demo-bookings/customers.ts) and the
 * lanes the demo rate cards cover, so that most requests price at once and some wait for the desk.
 */
const QUOTE_LANES: Record<string, Lane[]> = {
  'Acme Pharma': [
    { mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'FRA', carriers: [], weight: 10 },
    { mode: 'AIR', seaLoad: null, origin: 'FRA', destination: 'SIN', carriers: [], weight: 3 },
    { mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'MUC', carriers: [], weight: 2 },
    { mode: 'AIR', seaLoad: null, origin: 'BSL', destination: 'JFK', carriers: [], weight: 2 },
    { mode: 'AIR', seaLoad: null, origin: 'NRT', destination: 'FRA', carriers: [], weight: 2 },
  ],
  'Nordic Fresh': [
    { mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'HKG', carriers: [], weight: 4 },
    { mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'DXB', carriers: [], weight: 4 },
    { mode: 'AIR', seaLoad: null, origin: 'OSL', destination: 'PVG', carriers: [], weight: 3 },
    { mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'SGSIN', carriers: [], weight: 2 },
  ],
  'Pacific Parts': [
    { mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'NLRTM', carriers: [], weight: 8 },
    { mode: 'SEA', seaLoad: 'LCL', origin: 'CNSHA', destination: 'NLRTM', carriers: [], weight: 3 },
    { mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'ESBCN', carriers: [], weight: 3 },
    { mode: 'AIR', seaLoad: null, origin: 'PVG', destination: 'AMS', carriers: [], weight: 3 },
    { mode: 'SEA', seaLoad: 'FCL', origin: 'KRPUS', destination: 'USLAX', carriers: [], weight: 2 },
  ],
};
const DECLINE_REASONS = ['Transit time too long for this shipment', 'Budget moved to next quarter', 'Shipper postponed the order', 'Found capacity on a contract rate', 'Price above our target'];
/** Sites the parties are at (demo-bookings/sites.ts), by lane end. */
const SITE_OF: Record<string, string> = { SIN: 'SIN', FRA: 'FRA', MUC: 'FRA', BSL: 'BSL', JFK: 'JFK', NRT: 'NRT', HKG: 'HKG', DXB: 'DXB', OSL: 'OSL', PVG: 'PVG', AMS: 'AMS', CNSHA: 'CNSHA', SGSIN: 'SGSIN', NLRTM: 'NLRTM', KRPUS: 'KRPUS', USLAX: 'USLAX' };

function request(profile: CustomerProfile, random: Random, lane: Lane, readyDay: string, organizationId: string): CreateQuotationInput {
  const cargo = profile.cargo(random, lane);
  // FCL cargo of a customer's sea lane; an LCL or air request of a sea-only profile gets pieces.
  const seaFcl = lane.mode === 'SEA' && lane.seaLoad === 'FCL';
  const fixed = seaFcl
    ? { ...cargo, pieces: [], containers: cargo.containers?.length ? cargo.containers : [{ type: '42G1' as const, count: random.int(1, 3), cargoWeightKg: Math.round(random.between(8000, 20_000) / 50) * 50 }] }
    : { ...cargo, containers: [], pieces: cargo.pieces?.length ? cargo.pieces : [{ count: random.int(2, 12), lengthCm: 120, widthCm: 100, heightCm: 120, weightKg: Math.round(random.between(150, 600) / 5) * 5 }] };
  const value = random.chance(0.4) ? { amount: Math.round(random.between(20_000, 400_000) / 1000) * 1000, currency: random.pick(['USD', 'EUR', 'CHF', 'NOK']) } : null;
  return { mode: lane.mode, seaLoad: lane.seaLoad, origin: lane.origin, destination: lane.destination, cargoReadyDate: readyDay, cargo: fixed, declaredValue: value, organizationId };
}

/**
 * Demo quotations (docs/adr/019-quotations-and-rate-cards.md#demo-data): each customer's requests
 * over the last 60 days, through the quotation service on a clock set to the day each was
 * made, then their lives: the desk prices the waiting ones by hand (from the standard tariff),
 * customers accept, book or decline some; the ones nobody acted on before their validity
 * passed expire by the sweep, as they would have. Every status occurs.
 */
export async function seedDemoQuotations({ db, services, mailer, publicUrl, now = new Date(), perCustomer = DEMO_QUOTATIONS_PER_CUSTOMER }: {
  db: Db; services: DomainServices; mailer: Mailer; publicUrl: string; now?: Date; perCustomer?: number;
}): Promise<{ created: number; byStatus: Record<string, number> }> {
  const emails = ['ops@freightdeck.test', ...CUSTOMERS.flatMap((c) => c.creators.map(([e]) => e))];
  const actors = await demoActors(services, emails);
  const ops = actors.get('ops@freightdeck.test')!;
  const rateCards = createRateCardService({ db, now: () => now });
  let clock = now;
  const quotations: QuotationService = createQuotationService({ db, now: () => clock, mailer, bookings: services.bookings, schedules: services.schedules, rateCards, publicUrl });
  const random = createRandom(20);
  const byStatus: Record<string, number> = {};
  let created = 0;
  for (const profile of CUSTOMERS) {
    const org = await services.organizations.findByName(profile.organization);
    if (!org) throw new Error(`seed: organization ${profile.organization} is missing`);
    const lanes = QUOTE_LANES[profile.organization] ?? [];
    for (let i = 0; i < perCustomer; i += 1) {
      const ageDays = Math.floor((i / perCustomer) * 60);
      clock = new Date(now.getTime() - ageDays * DAY - random.int(0, 8 * 3600) * 1000);
      const lane = random.weighted(lanes.map((l) => [l, l.weight] as const));
      const requester = actors.get(random.weighted(profile.creators))!;
      const body = CreateQuotationBaseSchema.parse({ ...request(profile, random, lane, dayOf(new Date(clock.getTime() + random.int(1, 6) * DAY)), org.id), asDraft: random.chance(0.05) });
      let q: Quotation = await quotations.create(requester, body);
      if (q.status === 'REQUESTED' && random.chance(0.7)) {
        // The desk prices by hand from the standard tariff and issues.
        const located = await locate(db, q.mode, [q.origin, q.destination]);
        const from = located.get(q.origin);
        const to = located.get(q.destination);
        const distanceKm = from && to ? legDistanceKm(q.mode, from, to) : null;
        const charges = estimateCharges({
          mode: q.mode, seaLoad: q.seaLoad, totals: cargoTotals({ mode: q.mode, seaLoad: q.seaLoad, pieces: q.cargo.pieces, containers: q.cargo.containers }),
          containers: q.cargo.containers, distanceKm, dangerousGoods: q.cargo.dangerousGoods !== null,
        });
        if (charges.length) {
          clock = new Date(clock.getTime() + random.int(2, 20) * 3600_000);
          const carrier = q.mode === 'AIR' ? random.pick(['LH', 'LX', 'SQ']) : random.pick(['MAEU', 'HLCU', 'ONEY']);
          await quotations.update(ops, q.id, { options: [{ carrier, currency: 'USD', charges, remarks: 'Priced by the desk from the standard tariff' }], validUntil: dayOf(new Date(clock.getTime() + 14 * DAY)) });
          q = await quotations.issue(ops, q.id, {});
        }
      }
      if (q.status === 'ISSUED' && q.options.length) {
        const roll = random.next();
        const later = () => { clock = new Date(clock.getTime() + random.int(1, 48) * 3600_000); };
        const cheapest = q.options.reduce((a, b) => ((a.totalInQuotationCurrency?.amount ?? 1e12) <= (b.totalInQuotationCurrency?.amount ?? 1e12) ? a : b));
        if (roll < 0.18) {
          later();
          await quotations.decline(requester, q.id, { reason: random.pick(DECLINE_REASONS) });
        } else if (roll < 0.5) {
          later();
          q = await quotations.accept(requester, q.id, { optionId: cheapest.id });
          // Booked when recent (the booking's cargo-ready day must still lie ahead).
          if (ageDays <= 8 && SITE_OF[lane.origin] && SITE_OF[lane.destination] && random.chance(0.6)) {
            const { shipper, consignee } = profile.parties(random, lane);
            const booked = await quotations.book(requester, q.id, {
              shipper: party(SITE_OF[lane.origin]!, shipper, random.pick), consignee: party(SITE_OF[lane.destination]!, consignee, random.pick),
              notifyParty: null, customerReference: profile.customerReference(random, 5000 + created), remarks: '',
            });
            // The bookings service stamps the booking with the current time (it takes no clock):
            // moved to when the quotation was booked, as the demo bookings are (demo-bookings/retime.ts).
            if (booked.booking) {
              const at = clock < now ? clock : now;
              await retime(db, [{ bookingId: booked.booking.id, createdAt: at, updatedAt: at, confirmedAt: null, cancelledAt: null, deliveryRecordedAt: null, history: { CREATED: at }, revision: null }]);
            }
          }
        }
      }
      created += 1;
    }
  }
  // Open quotations whose validity passed expire, as the periodic sweep does.
  clock = now;
  await quotations.expireDue();
  for (const r of await selectRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from quotations group by status`)) byStatus[r.status] = Number(r.n);
  return { created, byStatus };
}

/** The demo tariffs and exchange rates, entered by the pricing desk (ops) through the services. */
export const RATE_CARDS_STEP: SeedStep = {
  name: 'rate-cards',
  async run({ db, services, now }) {
    const [ops] = (await demoActors(services, ['ops@freightdeck.test'])).values();
    const today = dayOf(now);
    const cards = createRateCardService({ db, now: () => now });
    // Valid from 90 days back: the older demo quotations were priced by them.
    for (const card of demoRateCards(today, 90)) await cards.create(ops!, card);
    const rates = createExchangeRateService({ db, now: () => now });
    for (const back of [90, 0]) {
      const set = demoExchangeRates(dayOf(new Date(now.getTime() - back * DAY)));
      await rates.put(ops!, { date: set.date, source: set.source, rates: set.rates.map((r) => ({ currency: r.currency, perBase: r.perBase })) });
    }
  },
};

export const QUOTATIONS_STEP: SeedStep = {
  name: 'quotations',
  async run({ db, services, mailer, publicUrl, now }) {
    await seedDemoQuotations({ db, services, mailer: mailer ?? createOutboxMailer(db, { info: () => undefined }), publicUrl: publicUrl ?? 'http://localhost:8080', now });
  },
};
