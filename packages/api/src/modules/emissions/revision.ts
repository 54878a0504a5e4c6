import { EMISSION_FACTORS_VERSION } from '@freightdeck/contracts';

/**
 * What a booking's stored figures were counted with: the factor table's version and the distance
 * methods. A booking whose `data.emissions.revision` differs is recounted (recount.ts).
 */
export const EMISSIONS_REVISION = `${EMISSION_FACTORS_VERSION}; sea legs: shortest route over the marine network`;
