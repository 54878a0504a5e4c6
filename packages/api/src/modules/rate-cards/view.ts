import type { CreateRateCardValues, RateCard, RateCardPlace, RateCardTariff } from '@freightdeck/contracts';
import { placeKey } from '@freightdeck/contracts';
import { buildCarriers } from '../../reference-data/carriers';
import type { RateCardInsert, RateCardRow } from './repository';

/** The rates of a card as stored in `tariff`. */
export type StoredTariff = Pick<CreateRateCardValues, 'airRates' | 'fclRates' | 'lclRate' | 'surcharges'>;

let carriers: ReturnType<typeof buildCarriers> | null = null;
const carrierTable = () => (carriers ??= buildCarriers());

/** A carrier's name by its code (IATA airline code or SCAC), from the carriers table; the code when unknown. */
export const carrierName = (code: string): string => carrierTable().find((c) => c.code === code)?.name ?? code;
export const isKnownCarrier = (code: string, mode: 'AIR' | 'SEA'): boolean => carrierTable().some((c) => c.code === code && c.mode === mode);

export const parseKey = (key: string): RateCardPlace => {
  const [kind, code] = key.split(':') as [RateCardPlace['kind'], string];
  return { kind, code };
};

export function toRateCard(row: RateCardRow): RateCard {
  const tariff = row.tariff as StoredTariff;
  return {
    id: row.id, carrier: row.carrier, carrierName: carrierName(row.carrier), mode: row.mode,
    origin: parseKey(row.originKey), destination: parseKey(row.destinationKey),
    validFrom: row.validFrom, validTo: row.validTo, currency: row.currency, reference: row.reference,
    airRates: tariff.airRates, fclRates: tariff.fclRates, lclRate: tariff.lclRate, surcharges: tariff.surcharges,
    remarks: row.remarks, version: row.version, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

/** The engine's view of a card. */
export function tariffOf(row: Pick<RateCardRow, 'mode' | 'currency' | 'tariff'>): RateCardTariff {
  const t = row.tariff as StoredTariff;
  return { mode: row.mode, currency: row.currency, airRates: t.airRates, fclRates: t.fclRates, lclRate: t.lclRate, surcharges: t.surcharges };
}

/** The columns of a card from its values. */
export function rowValues(v: CreateRateCardValues): Omit<RateCardInsert, 'createdById' | 'updatedById'> {
  return {
    reference: v.reference, carrier: v.carrier, mode: v.mode, originKey: placeKey(v.origin), destinationKey: placeKey(v.destination),
    validFrom: v.validFrom, validTo: v.validTo, currency: v.currency, remarks: v.remarks,
    tariff: { airRates: v.airRates, fclRates: v.fclRates, lclRate: v.lclRate, surcharges: v.surcharges } satisfies StoredTariff,
  };
}

/** A stored card as create values (a PATCH merges into these and checks the whole again). */
export function valuesOf(row: RateCardRow): CreateRateCardValues {
  const card = toRateCard(row);
  return {
    carrier: card.carrier, mode: card.mode, origin: card.origin, destination: card.destination, validFrom: card.validFrom, validTo: card.validTo,
    currency: card.currency, reference: card.reference, airRates: card.airRates, fclRates: card.fclRates, lclRate: card.lclRate,
    surcharges: card.surcharges, remarks: card.remarks,
  };
}
