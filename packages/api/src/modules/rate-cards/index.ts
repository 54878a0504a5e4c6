// The rate-cards module's public API: what the composition root, the quotations module and the seed import from it.
// Rate cards (the pricing desk's tariffs), their CSV import, and the lane lookup of instant pricing.

export { laneKeysOf } from './lane-keys';
export { assertPricingDesk, isPricingDesk, type DeskActor } from './pricing-desk';
export { type RateCardRow } from './repository';
export { deskActorOf, rateCardRoutes } from './routes';
export { createRateCardService, type RateCardService } from './service';
export { carrierName, tariffOf } from './view';
