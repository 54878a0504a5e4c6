import { createHash } from 'node:crypto';
import {
  cargoTotals, convertCurrency, priceByRateCard, roundToMinorUnit, sumRounded, type Cargo, type ExchangeRateSet, type QuotationLeg, type QuotationOption,
  type ScheduleOption,
} from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { errors } from '../../lib/app-error';
import { bookingEmissions } from '../emissions';
import { exchangeRatesOn } from '../exchange-rates';
import { carrierName, laneKeysOf, tariffOf, type RateCardRow, type RateCardService } from '../rate-cards';
import { locate, type Located } from '../references';
import type { ScheduleService } from '../schedules';

/** What instant pricing reads of a request. */
export interface PricingInput {
  mode: 'AIR' | 'SEA';
  seaLoad: 'FCL' | 'LCL' | null;
  origin: string;
  destination: string;
  cargoReadyDate: string;
  cargo: Cargo;
  declaredValue: { amount: number; currency: string } | null;
  currency: string;
  scheduleOptionId: string | null;
}

/** How many schedule options one card offers at most (the earliest departures), and how long a price holds. */
export const PRICING_LIMITS = { schedulesPerCard: 3, options: 24, validityDays: 14, searchDays: 7 } as const;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const optionId = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 16);

export interface PricingDeps {
  rateCards: Pick<RateCardService, 'forLane'>;
  schedules: Pick<ScheduleService, 'searchLane'>;
}

export function legsOf(option: ScheduleOption): QuotationLeg[] {
  return option.legs.map((l) => ({
    carrier: l.carrier, transportId: l.transportRef, vesselName: l.vesselName ?? '', from: l.from, to: l.to, departureAt: l.departure.utc, arrivalAt: l.arrival.utc,
  }));
}

export const routingOf = (origin: string, destination: string, legs: readonly { from: string; to: string }[]) =>
  (legs.length ? [legs[0]!.from, ...legs.map((l) => l.to)] : [origin, destination]).join(' → ');

/** CO2e of an option's legs (or origin → destination without legs), by the emissions module as bookings count it. */
export function optionEmissions(input: PricingInput, legs: readonly { from: string; to: string }[], located: Located) {
  const totals = cargoTotals({ mode: input.mode, seaLoad: input.seaLoad, pieces: input.cargo.pieces, containers: input.cargo.containers as never });
  return bookingEmissions({ mode: input.mode, seaLoad: input.seaLoad, origin: input.origin, destination: input.destination, legs, cargo: input.cargo, grossWeightKg: totals.grossWeightKg }, located);
}

/** A total in the quotation's currency by the day's rates; null when a currency has no rate. */
export function inCurrency(rates: ExchangeRateSet, amount: number, from: string, to: string) {
  const converted = convertCurrency(rates, amount, from, to);
  return converted === null ? null : { currency: to, amount: roundToMinorUnit(converted, to) };
}

/**
 * Instant pricing (docs/adr/019-quotations-and-rate-cards.md): one option per rate card of the lane
 * valid on the cargo-ready day × schedule option of its carrier in the week from that day (the
 * earliest few), each with its charges by the engine, routing and transit from the schedules, and
 * CO2e. A card without a sailing or flight in the week still offers its price, routing to be
 * confirmed. Sorted by the total in the quotation's currency.
 */
export async function priceRequest(ex: Executor, deps: PricingDeps, input: PricingInput, today: string): Promise<QuotationOption[]> {
  const keys = await laneKeysOf(ex, input.mode, [input.origin, input.destination]);
  const unknown = (['origin', 'destination'] as const).filter((end) => !keys.has(input[end]));
  if (unknown.length) throw errors.validation(unknown.map((end) => ({ path: end, message: `is not a known ${input.mode === 'AIR' ? 'airport' : 'port'}` })));
  const cards = await deps.rateCards.forLane(ex, input.mode, keys.get(input.origin)!, keys.get(input.destination)!, input.cargoReadyDate);
  if (cards.length === 0) return [];

  const rates = await exchangeRatesOn(ex, today);
  let schedule: ScheduleOption[] = [];
  try {
    const from = input.cargoReadyDate < today ? today : input.cargoReadyDate;
    // Only the cards' carriers' trips are read (an option keeps to its card's carrier), and the
    // answer is cached per lane, week and carriers until the next schedule import.
    schedule = (await deps.schedules.searchLane({
      mode: input.mode, origin: input.origin, destination: input.destination, from, to: addDays(from, PRICING_LIMITS.searchDays - 1), carriers: [...new Set(cards.map((c) => c.carrier))],
    })).options;
  } catch {
    // A place the timetables do not know: the cards still price, routing to be confirmed.
  }
  if (input.scheduleOptionId) schedule = schedule.filter((o) => o.id === input.scheduleOptionId);
  const located = await locate(ex, input.mode, [input.origin, input.destination, ...schedule.flatMap((o) => o.legs.flatMap((l) => [l.from, l.to]))]);
  const validCap = addDays(today, PRICING_LIMITS.validityDays);

  const options: QuotationOption[] = [];
  for (const card of cards) {
    const priced = priceByRateCard(tariffOf(card), {
      mode: input.mode, seaLoad: input.seaLoad, cargoType: input.cargo.type, dangerousGoods: input.cargo.dangerousGoods !== null,
      pieces: input.cargo.pieces, containers: input.cargo.containers,
      declaredValue: input.declaredValue ? convertCurrency(rates, input.declaredValue.amount, input.declaredValue.currency, card.currency) : null,
    });
    if (!priced.priced) continue;
    const sailings = schedule.filter((o) => o.legs[0]?.carrier === card.carrier).slice(0, PRICING_LIMITS.schedulesPerCard);
    if (input.scheduleOptionId && sailings.length === 0) continue;
    for (const sailing of sailings.length ? sailings : [null]) options.push(toOption(card, priced.lines, priced.total, sailing));
  }

  function toOption(card: RateCardRow, charges: QuotationOption['charges'], total: number, sailing: ScheduleOption | null): QuotationOption {
    const legs = sailing ? legsOf(sailing) : [];
    const emissions = optionEmissions(input, legs, located);
    return {
      id: optionId(card.id, String(card.version), sailing?.id ?? 'open'),
      carrier: card.carrier, carrierName: carrierName(card.carrier), pricedBy: 'RATE_CARD', rateCardId: card.id, rateCardReference: card.reference,
      scheduleOptionId: sailing?.id ?? null, legs, routing: routingOf(input.origin, input.destination, legs),
      departureAt: legs[0]?.departureAt ?? null, arrivalAt: legs.at(-1)?.arrivalAt ?? null,
      transitDays: sailing ? Math.round((sailing.transitMinutes / 1440) * 10) / 10 : null,
      currency: card.currency, charges, total: { currency: card.currency, amount: total },
      totalInQuotationCurrency: inCurrency(rates, total, card.currency, input.currency),
      co2eKg: emissions.co2eKg, emissions, validUntil: card.validTo < validCap ? card.validTo : validCap,
      remarks: sailing ? '' : 'No sailing or flight of this carrier in the week of the cargo-ready date: routing to be confirmed',
    };
  }

  const price = (o: QuotationOption) => o.totalInQuotationCurrency?.amount ?? Number.POSITIVE_INFINITY;
  // Equal price and transit: by carrier, then departure, then tariff, so the same request lists
  // its options in the same order every time (the rate cards and sailings arrive in any order).
  return options.sort((a, b) => price(a) - price(b) || (a.transitDays ?? 1e9) - (b.transitDays ?? 1e9)
    || a.carrier.localeCompare(b.carrier) || (a.departureAt ?? '').localeCompare(b.departureAt ?? '') || (a.rateCardReference ?? '').localeCompare(b.rateCardReference ?? ''))
    .slice(0, PRICING_LIMITS.options);
}

/** The sum of lines already rounded (a hand-priced option's total). */
export const totalOf = (lines: readonly { amount: number }[], currency: string) => sumRounded(lines.map((l) => l.amount), currency);
