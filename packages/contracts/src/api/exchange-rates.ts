import { z } from 'zod';
import { DateOnlySchema } from './booking-parts';
import { CurrencySchema } from './rate-cards';

/**
 * Exchange rates (`/v1/exchange-rates`; docs/adr/019-quotations-and-rate-cards.md): dated data,
 * never constants in code. A set holds, for one day, how many units of each currency one unit of
 * the base currency (USD) buys; a conversion on a day uses the latest set on or before it.
 */
export const EXCHANGE_RATE_BASE = 'USD';

/** `GET /v1/exchange-rates?date=`: the set in effect that day (default today). */
export const ExchangeRateQuerySchema = z.object({ date: DateOnlySchema.optional() });

/** `PUT /v1/exchange-rates`: the set of one day, replacing that day's. */
export const PutExchangeRatesSchema = z.object({
  date: DateOnlySchema,
  /** Where the figures come from (e.g. "ECB euro foreign exchange reference rates"). */
  source: z.string().trim().min(1, 'is required').max(200),
  rates: z.array(z.object({
    currency: CurrencySchema,
    /** Units of this currency per 1 USD. */
    perBase: z.number().positive().max(1_000_000),
  })).min(1).max(200).superRefine((rates, ctx) => {
    const seen = new Set<string>();
    rates.forEach((r, i) => {
      if (seen.has(r.currency)) ctx.addIssue({ code: 'custom', path: [i, 'currency'], message: 'is given twice' });
      if (r.currency === EXCHANGE_RATE_BASE && r.perBase !== 1) ctx.addIssue({ code: 'custom', path: [i, 'perBase'], message: 'the base currency is 1' });
      seen.add(r.currency);
    });
  }),
});
export type PutExchangeRatesInput = z.input<typeof PutExchangeRatesSchema>;

export const ExchangeRateSetSchema = z.object({
  base: z.string(),
  /** The day of the set in effect (null: no set on or before the day asked). */
  date: z.string().nullable(),
  source: z.string().nullable(),
  rates: z.array(z.object({ currency: z.string(), perBase: z.number() })),
});
export type ExchangeRateSet = z.infer<typeof ExchangeRateSetSchema>;

/** `amount` in `from` converted to `to` by a set; null when a currency is missing from it. */
export function convertCurrency(set: Pick<ExchangeRateSet, 'base' | 'rates'>, amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const per = (c: string) => (c === set.base ? 1 : set.rates.find((r) => r.currency === c)?.perBase ?? null);
  const f = per(from);
  const t = per(to);
  if (f === null || t === null) return null;
  return (amount / f) * t;
}
