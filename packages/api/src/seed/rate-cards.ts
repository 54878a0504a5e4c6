import type { CreateRateCardInput, PutExchangeRatesInput, SurchargeRuleInput } from '@freightdeck/contracts';

/**
 * The demo tariffs (docs/adr/019-quotations-and-rate-cards.md#demo-data): rate cards of the real
 * carriers on the lanes the seeded timetables serve (src/modules/schedules/data), in USD, at
 * levels in line with the portal's standard tariff (packages/contracts/src/freight/standard-tariff.ts,
 * itself set from the TAC Index air and Drewry WCI ocean indices): each carrier a little above or
 * below it, as carriers' tariffs differ. Valid from the seed's day for 26 weeks.
 */
const airSurcharges = (fuel: number): SurchargeRuleInput[] => [
  { code: 'MY', description: 'Fuel surcharge', basis: 'PER_CHARGEABLE_KG', rate: fuel },
  { code: 'SC', description: 'Security charge', basis: 'PER_CHARGEABLE_KG', rate: 0.15 },
  { code: 'AW', description: 'Air waybill fee', basis: 'PER_AWB', rate: 25 },
  { code: 'CH', description: 'Clearance and handling at origin', basis: 'PER_SHIPMENT', rate: 45 },
  { code: 'RA', description: 'Dangerous goods fee', basis: 'PER_AWB', rate: 150, dangerousGoodsOnly: true },
  { code: 'IN', description: 'Insurance', basis: 'PERCENT_OF_VALUE', rate: 0.3 },
];
const seaSurcharges = (baf: number): SurchargeRuleInput[] => [
  { code: 'BAF', description: 'Bunker adjustment factor', basis: 'PER_CONTAINER', rate: baf },
  { code: 'THC', description: 'Terminal handling charge', basis: 'PER_CONTAINER', rate: 185 },
  { code: 'ISPS', description: 'Port security (ISPS)', basis: 'PER_CONTAINER', rate: 15 },
  { code: 'CAF', description: 'Currency adjustment factor', basis: 'PERCENT_OF_FREIGHT', rate: 3.5 },
  { code: 'DOC', description: 'Documentation fee', basis: 'PER_BL', rate: 65 },
];

/** [carrier, origin, destination, general M and N…+1000, factor of the pharma and perishable rows (null: none), fuel per kg]. */
type AirLane = [carrier: string, origin: string, destination: string, rates: [number, number, number, number, number, number, number], premium: number | null, fuel: number];
const AIR_LANES: AirLane[] = [
  ['SQ', 'SIN', 'FRA', [140, 7.4, 6.1, 5.0, 4.3, 3.95, 3.6], 1.35, 1.1],
  ['LH', 'SIN', 'FRA', [150, 7.8, 6.4, 5.2, 4.4, 4.05, 3.7], 1.3, 1.15],
  // A country-wide card: Qatar via Doha and Emirates via Dubai to any German airport.
  ['QR', 'SIN', 'COUNTRY:DE', [130, 7.1, 5.8, 4.8, 4.1, 3.8, 3.45], 1.4, 1.05],
  ['EK', 'SIN', 'COUNTRY:DE', [135, 7.2, 5.9, 4.9, 4.2, 3.85, 3.5], 1.4, 1.05],
  ['TK', 'SIN', 'FRA', [125, 6.9, 5.7, 4.7, 4.0, 3.7, 3.4], null, 1.0],
  ['CV', 'SIN', 'LUX', [160, 6.6, 5.4, 4.4, 3.7, 3.4, 3.1], null, 1.0],
  ['SQ', 'FRA', 'SIN', [140, 7.0, 5.8, 4.8, 4.1, 3.8, 3.45], 1.35, 1.1],
  ['LH', 'FRA', 'SIN', [150, 7.3, 6.0, 4.9, 4.2, 3.9, 3.55], 1.3, 1.15],
  ['CX', 'SIN', 'HKG', [90, 4.6, 3.9, 3.3, 2.9, 2.7, 2.5], 1.3, 0.7],
  ['EK', 'SIN', 'DXB', [95, 4.9, 4.1, 3.5, 3.1, 2.85, 2.6], 1.3, 0.75],
  ['NH', 'NRT', 'FRA', [150, 7.6, 6.2, 5.1, 4.4, 4.0, 3.7], 1.3, 1.15],
  ['CK', 'PVG', 'AMS', [140, 7.2, 5.9, 4.9, 4.2, 3.85, 3.5], 1.35, 1.1],
];

/** [carrier, origin, destination, 22G1, 42G1, 45G1, 22R1, 45R1, LCL per revenue tonne, BAF]. */
type SeaLane = [carrier: string, origin: string, destination: string, fcl: [number, number, number, number, number], lcl: number, baf: number];
const SEA_LANES: SeaLane[] = [
  ['MAEU', 'CNSHA', 'NLRTM', [1400, 2350, 2500, 3250, 4850], 70, 260],
  ['MSCU', 'CNSHA', 'NLRTM', [1350, 2250, 2400, 3150, 4700], 68, 255],
  ['CMDU', 'CNSHA', 'NLRTM', [1450, 2400, 2550, 3300, 4900], 72, 265],
  ['HDMU', 'CNSHA', 'NLRTM', [1320, 2200, 2350, 3100, 4650], 66, 250],
  ['MSCU', 'CNSHA', 'ESBCN', [1500, 2500, 2650, 3400, 5000], 74, 270],
  ['CMDU', 'CNSHA', 'ESBCN', [1550, 2550, 2700, 3450, 5100], 75, 275],
  ['MAEU', 'CNSHA', 'SGSIN', [520, 880, 940, 1300, 2000], 38, 120],
];

const place = (code: string) => {
  const [kind, c] = code.includes(':') ? code.split(':') as [string, string] : [code.length === 3 ? 'AIRPORT' : 'PORT', code];
  return { kind: kind as 'AIRPORT' | 'PORT' | 'CITY' | 'COUNTRY', code: c };
};
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The cards, valid from `backDays` before `today` to 26 weeks after it. */
export function demoRateCards(today: string, backDays = 0): CreateRateCardInput[] {
  const validTo = addDays(today, 182);
  const validFrom = addDays(today, -backDays);
  const year = today.slice(0, 4);
  const air = AIR_LANES.map(([carrier, origin, destination, [minimum, n, q45, q100, q300, q500, q1000], premium, fuel]): CreateRateCardInput => {
    const general = { cargoType: null, minimum, n, q45, q100, q300, q500, q1000 };
    const row = (cargoType: 'PHARMACEUTICAL' | 'PERISHABLE', factor: number) => ({
      cargoType, minimum: round2(minimum * factor), n: round2(n * factor), q45: round2(q45 * factor), q100: round2(q100 * factor), q300: round2(q300 * factor), q500: round2(q500 * factor), q1000: round2(q1000 * factor),
    });
    return {
      carrier, mode: 'AIR', origin: place(origin), destination: place(destination), validFrom, validTo, currency: 'USD',
      reference: `${carrier}-${origin}-${destination.replace('COUNTRY:', '')}-${year}`,
      airRates: premium ? [general, row('PHARMACEUTICAL', premium), row('PERISHABLE', round2(premium - 0.1))] : [general],
      surcharges: airSurcharges(fuel), remarks: premium ? 'Pharmaceutical and perishable rows: temperature-controlled handling (COL, CRT, PER) included' : '',
    };
  });
  const sea = SEA_LANES.map(([carrier, origin, destination, [g20, g40, hc40, r20, r40], lcl, baf]): CreateRateCardInput => ({
    carrier, mode: 'SEA', origin: place(origin), destination: place(destination), validFrom, validTo, currency: 'USD',
    reference: `${carrier}-${origin}-${destination}-${year}`,
    fclRates: [{ containerType: '22G1', rate: g20 }, { containerType: '42G1', rate: g40 }, { containerType: '45G1', rate: hc40 }, { containerType: '22R1', rate: r20 }, { containerType: '45R1', rate: r40 }],
    lclRate: { ratePerRevenueTonne: lcl, minimumCharge: lcl }, surcharges: seaSurcharges(baf),
  }));
  return [...air, ...sea];
}

/**
 * The demo exchange rates: approximate mid-market rates per 1 USD, entered once by the seed as
 * an operator enters theirs (PUT /v1/exchange-rates). Not a live feed: replace them with the
 * operator's source before relying on a conversion.
 */
export function demoExchangeRates(today: string): PutExchangeRatesInput {
  return {
    date: today,
    source: 'Demo seed: approximate mid-market rates, to be replaced by the operator\'s source',
    rates: [
      { currency: 'USD', perBase: 1 }, { currency: 'EUR', perBase: 0.86 }, { currency: 'GBP', perBase: 0.76 }, { currency: 'SGD', perBase: 1.3 },
      { currency: 'CNY', perBase: 7.12 }, { currency: 'HKD', perBase: 7.78 }, { currency: 'JPY', perBase: 155 }, { currency: 'NOK', perBase: 10.1 },
      { currency: 'SEK', perBase: 9.5 }, { currency: 'DKK', perBase: 6.42 }, { currency: 'CHF', perBase: 0.8 }, { currency: 'AED', perBase: 3.6725 },
    ],
  };
}
