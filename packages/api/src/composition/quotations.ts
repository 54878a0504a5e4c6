import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Clock } from '../lib/clock';
import { createSecretBox } from '../lib/secret-box';
import type { Mailer } from '../mail';
import type { BookingService } from '../modules/bookings';
import { createExchangeRateService } from '../modules/exchange-rates';
import { createQuotationDraftService, createQuotationService, createQuotationShareLinkService } from '../modules/quotations';
import { createRateCardService } from '../modules/rate-cards';
import type { ScheduleService } from '../modules/schedules';
import { resolveJwtSecret } from '../modules/settings';

export interface QuotationDeps {
  config: Pick<Config, 'publicUrl' | 'jwtSecret'> & Partial<Config>;
  db: Db;
  mailer: Mailer;
  now: Clock;
  bookings: BookingService;
  schedules: ScheduleService;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Rate cards, exchange rates and quotations (docs/adr/019-quotations-and-rate-cards.md), wired once; the seed builds them the same way. */
export async function createQuotationServices({ config, db, mailer, now, bookings, schedules, log = console }: QuotationDeps) {
  const rateCards = createRateCardService({ db, now });
  // Share-link tokens are sealed like the bookings' (their own key derived from the server secret).
  const secretBox = createSecretBox(await resolveJwtSecret(config as Config, db), 'quotation-share-link-token');
  return {
    rateCards,
    exchangeRates: createExchangeRateService({ db, now }),
    quotations: createQuotationService({ db, now, mailer, bookings, schedules, rateCards, publicUrl: config.publicUrl, log: { error: (obj, msg) => log.error(obj, msg) } }),
    quotationDrafts: createQuotationDraftService({ db, now }),
    quotationShareLinks: createQuotationShareLinkService({ db, now, secretBox }),
  };
}
export type QuotationServices = Awaited<ReturnType<typeof createQuotationServices>>;
