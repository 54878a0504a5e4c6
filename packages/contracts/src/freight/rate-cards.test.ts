import { currencyMinorUnits, priceByRateCard, roundToMinorUnit, type AirRateRow, type PricingRequest, type RateCardTariff, type SurchargeRule } from './rate-cards';

const general: AirRateRow = { cargoType: null, minimum: 120, n: 7.9, q45: 6.5, q100: 5.4, q300: 4.6, q500: 4.2, q1000: 3.8 };
const pharma: AirRateRow = { cargoType: 'PHARMACEUTICAL', minimum: 180, n: 9.9, q45: 8.4, q100: 7.1, q300: 6.2, q500: 5.8, q1000: 5.3 };
const s = (code: string, basis: SurchargeRule['basis'], rate: number, more: Partial<SurchargeRule> = {}): SurchargeRule => ({
  code, description: code, basis, rate, cargoTypes: [], dangerousGoodsOnly: false, ...more,
});
const airCard = (more: Partial<RateCardTariff> = {}): RateCardTariff => ({ mode: 'AIR', currency: 'USD', airRates: [general], fclRates: [], lclRate: null, surcharges: [], ...more });
const seaCard = (more: Partial<RateCardTariff> = {}): RateCardTariff => ({
  mode: 'SEA', currency: 'USD', airRates: [],
  fclRates: [{ containerType: '22G1', rate: 1450 }, { containerType: '42G1', rate: 2400 }, { containerType: '45R1', rate: 4900 }],
  lclRate: { ratePerRevenueTonne: 72, minimumCharge: 60 }, surcharges: [], ...more,
});
/** Air cargo: one line of pieces. */
const air = (count: number, [l, w, h]: [number, number, number], weightKg: number, more: Partial<PricingRequest> = {}): PricingRequest => ({
  mode: 'AIR', seaLoad: null, cargoType: 'GENERAL', dangerousGoods: false, pieces: [{ count, lengthCm: l, widthCm: w, heightCm: h, weightKg }], containers: [], declaredValue: null, ...more,
});
const lcl = (count: number, dims: [number, number, number], weightKg: number): PricingRequest => ({ ...air(count, dims, weightKg), mode: 'SEA', seaLoad: 'LCL' });
const fcl = (containers: PricingRequest['containers'], more: Partial<PricingRequest> = {}): PricingRequest => ({
  mode: 'SEA', seaLoad: 'FCL', cargoType: 'GENERAL', dangerousGoods: false, pieces: [], containers, declaredValue: null, ...more,
});

type Line = [code: string, basis: string, quantity: number, rate: number, amount: number];
const priced = (card: RateCardTariff, req: PricingRequest) => {
  const r = priceByRateCard(card, req);
  if (!r.priced) throw new Error(r.reason);
  return { lines: r.lines.map((l): Line => [l.code, l.basis, l.quantity, l.rate, l.amount]), total: r.total };
};

describe('pricing by rate card: worked examples', () => {
  const cases: { name: string; card: RateCardTariff; req: PricingRequest; lines: Line[]; total: number }[] = [
    {
      // 90 kg at +45 (6.50) = 585.00; 100 kg at +100 (5.40) = 540.00 is cheaper: charged as 100 kg.
      name: 'just below a break where the next break is cheaper',
      card: airCard(), req: air(3, [50, 40, 30], 30), lines: [['FRT', 'PER_CHARGEABLE_KG', 100, 5.4, 540]], total: 540,
    },
    {
      // 90 kg is not yet cheaper as 100 kg when +100 is 6.00: 90 × 6.50 = 585 < 600.
      name: 'just below a break where the own break stays cheaper',
      card: airCard({ airRates: [{ ...general, q100: 6 }] }), req: air(3, [50, 40, 30], 30), lines: [['FRT', 'PER_CHARGEABLE_KG', 90, 6.5, 585]], total: 585,
    },
    {
      // 5 kg × 7.90 = 39.50, under M 120.
      name: 'under the minimum charge',
      card: airCard(), req: air(1, [20, 20, 20], 5), lines: [['FRT', 'PER_SHIPMENT', 1, 120, 120]], total: 120,
    },
    {
      // 2 × 100×80×60 cm = 960,000 cm³ ÷ 6000 = 160 kg volumetric > 40 kg gross: 160 kg at +100.
      // Fuel per chargeable kg counts 160 kg, security per (gross) kg 40 kg.
      name: 'volumetric air cargo',
      card: airCard({ surcharges: [s('MY', 'PER_CHARGEABLE_KG', 1.05), s('SC', 'PER_KG', 0.18), s('AW', 'PER_AWB', 35)] }),
      req: air(2, [100, 80, 60], 20),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 160, 5.4, 864], ['MY', 'PER_CHARGEABLE_KG', 160, 1.05, 168], ['SC', 'PER_KG', 40, 0.18, 7.2], ['AW', 'PER_AWB', 1, 35, 35]],
      total: 1074.2,
    },
    {
      // 500 kg in 0.4 m³ is 0.5 t and 0.4 m³: one revenue tonne (the least), 72.00 > minimum 60.
      name: 'LCL under one revenue tonne',
      card: seaCard({ surcharges: [s('DOC', 'PER_BL', 60), s('BAF', 'PER_CONTAINER', 250)] }), req: lcl(1, [100, 100, 40], 500),
      lines: [['FRT', 'PER_RT', 1, 72, 72], ['DOC', 'PER_BL', 1, 60, 60]], total: 132,
    },
    {
      name: 'LCL under the minimum charge',
      card: seaCard({ lclRate: { ratePerRevenueTonne: 40, minimumCharge: 95 } }), req: lcl(1, [100, 100, 40], 500),
      lines: [['FRT', 'PER_SHIPMENT', 1, 95, 95]], total: 95,
    },
    {
      // 2 × 40' at 2,400 + 1 × 20' at 1,450; BAF and THC per container (3), DOC per bill of lading.
      name: 'multi-container FCL',
      card: seaCard({ surcharges: [s('BAF', 'PER_CONTAINER', 250), s('THC', 'PER_CONTAINER', 180), s('DOC', 'PER_BL', 60), s('MY', 'PER_CHARGEABLE_KG', 1)] }),
      req: fcl([{ type: '42G1', count: 2, cargoWeightKg: 18_000 }, { type: '22G1', count: 1, cargoWeightKg: 12_000 }]),
      lines: [['FRT', 'PER_CONTAINER', 2, 2400, 4800], ['FRT', 'PER_CONTAINER', 1, 1450, 1450], ['BAF', 'PER_CONTAINER', 3, 250, 750], ['THC', 'PER_CONTAINER', 3, 180, 540], ['DOC', 'PER_BL', 1, 60, 60]],
      total: 7600,
    },
    {
      // CAF 4.5 % of the freight (6,250.00) after the freight lines: 281.25; not of the other surcharges.
      name: 'a percent-of-freight surcharge',
      card: seaCard({ surcharges: [s('THC', 'PER_CONTAINER', 180), s('CAF', 'PERCENT_OF_FREIGHT', 4.5)] }),
      req: fcl([{ type: '42G1', count: 2, cargoWeightKg: 18_000 }, { type: '22G1', count: 1, cargoWeightKg: 12_000 }]),
      lines: [['FRT', 'PER_CONTAINER', 2, 2400, 4800], ['FRT', 'PER_CONTAINER', 1, 1450, 1450], ['THC', 'PER_CONTAINER', 3, 180, 540], ['CAF', 'PERCENT_OF_FREIGHT', 6250, 4.5, 281.25]],
      total: 7071.25,
    },
    {
      // The pharmaceutical row (specific rate) and the premium that applies to pharma only.
      name: 'pharmaceutical cargo takes its own rate row and premium',
      card: airCard({ airRates: [general, pharma], surcharges: [s('CD', 'PER_CHARGEABLE_KG', 0.5, { cargoTypes: ['PHARMACEUTICAL'] }), s('CH', 'PER_SHIPMENT', 45, { cargoTypes: ['PERISHABLE'] })] }),
      req: air(4, [60, 40, 40], 80, { cargoType: 'PHARMACEUTICAL' }),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 320, 6.2, 1984], ['CD', 'PER_CHARGEABLE_KG', 320, 0.5, 160]], total: 2144,
    },
    {
      name: 'perishable cargo without its own row falls back to the general row',
      card: airCard({ airRates: [general, pharma] }), req: air(1, [50, 50, 50], 60, { cargoType: 'PERISHABLE' }),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 60, 6.5, 390]], total: 390,
    },
    {
      name: 'a dangerous-goods fee applies to dangerous goods only',
      card: airCard({ surcharges: [s('RA', 'PER_AWB', 150, { dangerousGoodsOnly: true })] }), req: air(1, [50, 50, 50], 60, { dangerousGoods: true }),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 60, 6.5, 390], ['RA', 'PER_AWB', 1, 150, 150]], total: 540,
    },
    {
      // Insurance 0.35 % of a declared 48,000.00 = 168.00.
      name: 'a percent-of-declared-value surcharge',
      card: airCard({ surcharges: [s('IN', 'PERCENT_OF_VALUE', 0.35)] }), req: air(1, [50, 50, 50], 60, { declaredValue: 48_000 }),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 60, 6.5, 390], ['IN', 'PERCENT_OF_VALUE', 48_000, 0.35, 168]], total: 558,
    },
    {
      name: 'no declared value, no percent-of-value line',
      card: airCard({ surcharges: [s('IN', 'PERCENT_OF_VALUE', 0.35)] }), req: air(1, [50, 50, 50], 60),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 60, 6.5, 390]], total: 390,
    },
    {
      // Each line is rounded (0.125 × 10.5 = 1.3125 → 1.31, three times); the total sums the rounded lines: 3.93, not 3.94.
      name: 'totals are summed from lines rounded to the cent',
      card: airCard({ airRates: [{ ...general, minimum: 0, n: 1 }], surcharges: [s('MY', 'PER_CHARGEABLE_KG', 0.125), s('SC', 'PER_CHARGEABLE_KG', 0.125), s('XB', 'PER_CHARGEABLE_KG', 0.125)] }),
      req: air(1, [10, 10, 10], 10.2),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 10.5, 1, 10.5], ['MY', 'PER_CHARGEABLE_KG', 10.5, 0.125, 1.31], ['SC', 'PER_CHARGEABLE_KG', 10.5, 0.125, 1.31], ['XB', 'PER_CHARGEABLE_KG', 10.5, 0.125, 1.31]],
      total: 14.43,
    },
    {
      // Yen have no minor unit: 45.5 kg × 987.3 = 44,922.15 → 44,922.
      name: 'yen are rounded to the yen',
      card: airCard({ currency: 'JPY', airRates: [{ cargoType: null, minimum: 15_000, n: 1200, q45: 987.3, q100: 850, q300: 800, q500: 760, q1000: 700 }], surcharges: [s('MY', 'PER_CHARGEABLE_KG', 160.55)] }),
      req: air(1, [40, 40, 40], 45.3),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 45.5, 987.3, 44922], ['MY', 'PER_CHARGEABLE_KG', 45.5, 160.55, 7305]], total: 52_227,
    },
    {
      // Kuwaiti dinars have three decimals: 60 kg × 1.2345 = 74.07; fuel 60 × 0.3337 = 20.022.
      name: 'dinars keep three decimals',
      card: airCard({ currency: 'KWD', airRates: [{ cargoType: null, minimum: 30, n: 1.5, q45: 1.2345, q100: 1.1, q300: 1, q500: 0.9, q1000: 0.8 }], surcharges: [s('MY', 'PER_CHARGEABLE_KG', 0.3337)] }),
      req: air(1, [50, 50, 50], 60),
      lines: [['FRT', 'PER_CHARGEABLE_KG', 60, 1.2345, 74.07], ['MY', 'PER_CHARGEABLE_KG', 60, 0.3337, 20.022]], total: 94.092,
    },
    {
      // 1,000 kg reached: +1000 at 3.80.
      name: 'a shipment on a break takes that break',
      card: airCard(), req: air(10, [80, 60, 50], 100), lines: [['FRT', 'PER_CHARGEABLE_KG', 1000, 3.8, 3800]], total: 3800,
    },
    {
      // 280 kg at +100 (5.40) = 1,512.00; 300 kg at +300 (4.60) = 1,380.00 is cheaper.
      name: 'two hundred and eighty kilograms are charged as three hundred',
      card: airCard(), req: air(4, [50, 50, 50], 70), lines: [['FRT', 'PER_CHARGEABLE_KG', 300, 4.6, 1380]], total: 1380,
    },
  ];
  it.each(cases)('$name', ({ card, req, lines, total }) => {
    expect(priced(card, req)).toEqual({ lines, total });
  });
});

describe('cards that cannot price a request say why', () => {
  it.each([
    ['a container type the card lacks', seaCard(), fcl([{ type: '45G1', count: 1, cargoWeightKg: 10_000 }]), 'no rate for 45G1'],
    ['LCL on a card without an LCL rate', seaCard({ lclRate: null }), lcl(1, [100, 100, 100], 100), 'no LCL rate'],
    ['air cargo on a sea card', seaCard(), air(1, [10, 10, 10], 10), 'SEA freight'],
    ['an air card without a row for the cargo', airCard({ airRates: [pharma] }), air(1, [10, 10, 10], 10), 'no air rates'],
  ])('%s', (_name, card, req, reason) => {
    const r = priceByRateCard(card, req);
    expect(r.priced).toBe(false);
    expect(r.priced ? '' : r.reason).toContain(reason);
  });
});

describe('currency minor units', () => {
  it.each([['USD', 2], ['EUR', 2], ['JPY', 0], ['KRW', 0], ['KWD', 3], ['BHD', 3]])('%s has %i decimals', (currency, digits) => {
    expect(currencyMinorUnits(currency)).toBe(digits);
  });
  it('rounds half up at the minor unit', () => {
    expect(roundToMinorUnit(1.005, 'USD')).toBe(1.01);
    expect(roundToMinorUnit(2.675, 'EUR')).toBe(2.68);
    expect(roundToMinorUnit(1234.5, 'JPY')).toBe(1235);
    expect(roundToMinorUnit(0.0005, 'KWD')).toBe(0.001);
  });
});
