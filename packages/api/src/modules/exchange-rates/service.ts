import { desc, eq, lte } from 'drizzle-orm';
import { EXCHANGE_RATE_BASE, type ExchangeRateSet, type PutExchangeRatesInput } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { exchangeRates } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { assertPricingDesk, type DeskActor } from '../rate-cards';

/** The set in effect on a day: the latest day on or before it that has a set. */
export async function exchangeRatesOn(ex: Executor, day: string): Promise<ExchangeRateSet> {
  const [latest] = await ex.select({ day: exchangeRates.rateDate }).from(exchangeRates)
    .where(lte(exchangeRates.rateDate, day)).orderBy(desc(exchangeRates.rateDate)).limit(1);
  if (!latest) return { base: EXCHANGE_RATE_BASE, date: null, source: null, rates: [] };
  const rows = await ex.select().from(exchangeRates).where(eq(exchangeRates.rateDate, latest.day)).orderBy(exchangeRates.currency);
  return { base: EXCHANGE_RATE_BASE, date: latest.day, source: rows[0]?.source ?? null, rates: rows.map((r) => ({ currency: r.currency, perBase: r.perBase })) };
}

/** Exchange rates as dated data (docs/adr/019-quotations-and-rate-cards.md): read by anyone who sees quotations, set by the pricing desk. */
export function createExchangeRateService({ db, now }: { db: Db; now: Clock }) {
  return {
    get: (day?: string) => exchangeRatesOn(db, day ?? now().toISOString().slice(0, 10)),

    /** Replaces the day's set (one transaction). */
    async put(actor: DeskActor, input: Required<Pick<PutExchangeRatesInput, 'date' | 'source'>> & { rates: { currency: string; perBase: number }[] }): Promise<ExchangeRateSet> {
      assertPricingDesk(actor);
      await db.transaction(async (tx) => {
        await tx.delete(exchangeRates).where(eq(exchangeRates.rateDate, input.date));
        await tx.insert(exchangeRates).values(input.rates.map((r) => ({
          rateDate: input.date, currency: r.currency, perBase: r.perBase, source: input.source, updatedById: actor.userId, updatedAt: now(),
        })));
      });
      return exchangeRatesOn(db, input.date);
    },
  };
}
export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;
