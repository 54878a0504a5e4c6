import {
  airChargeableWeightKg, airFreight, airWaybillProblem, AIR_BANDS, cargoTotals, chargeTotals, emissionFactorFor, estimateCharges,
  greatCircleKm, isValidAirWaybill, legDistanceKm, makeAirWaybill, parseAirWaybill, revenueTonnes, roundUpToHalfKg, shipmentEmissions,
} from '.';

const SIN = { latitude: 1.35019, longitude: 103.994003 };
const FRA = { latitude: 50.033333, longitude: 8.570556 };

describe('chargeable weight (IATA, cm³ ÷ 6000, up to the next half kg)', () => {
  it('is the volumetric weight when the cargo is light, the gross weight when it is dense', () => {
    expect(airChargeableWeightKg(100, 100 * 100 * 100)).toBe(167); // 1 m³ → 166.67 kg volumetric
    expect(airChargeableWeightKg(200, 1_000_000)).toBe(200);
  });
  it('rounds up to the next half kilogram', () => {
    expect(roundUpToHalfKg(10.01)).toBe(10.5);
    expect(roundUpToHalfKg(10.5)).toBe(10.5);
    expect(roundUpToHalfKg(10.51)).toBe(11);
  });
  it('counts every piece of each line', () => {
    const totals = cargoTotals({ mode: 'AIR', pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }] });
    // 4 × 0.96 m³ = 3.84 m³ → 640 kg volumetric; gross 360 kg
    expect(totals).toEqual({ pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 640, unit: 'KG' }, teu: 0 });
  });
  it('sea LCL is charged per revenue tonne, at least 1', () => {
    expect(revenueTonnes(500, 0.4)).toBe(1);
    expect(revenueTonnes(2500, 1.2)).toBe(2.5);
    expect(revenueTonnes(800, 3.25)).toBe(3.25);
    expect(cargoTotals({ mode: 'SEA', seaLoad: 'LCL', pieces: [{ count: 2, lengthCm: 120, widthCm: 100, heightCm: 150, weightKg: 400 }] }).chargeable).toEqual({ value: 3.6, unit: 'RT' });
  });
  it('sea FCL counts containers and TEU', () => {
    const totals = cargoTotals({ mode: 'SEA', seaLoad: 'FCL', containers: [{ type: '45G1', count: 2, cargoWeightKg: 12000 }, { type: '22R1', count: 1, cargoWeightKg: 9000 }] });
    expect(totals).toEqual({ pieces: 3, grossWeightKg: 33000, volumeM3: 179.6, chargeable: { value: 3, unit: 'CONTAINER' }, teu: 5 });
  });
  it('treats half-filled lines as zero instead of failing', () => {
    expect(cargoTotals({ mode: 'AIR', pieces: [{ count: 2 }, {}] }).chargeable.value).toBe(0);
  });
});

describe('air waybill numbers', () => {
  it('accepts the documented example and its spellings', () => {
    expect(isValidAirWaybill('020-12345675')).toBe(true);
    expect(isValidAirWaybill('02012345675')).toBe(true);
    expect(isValidAirWaybill('020 1234 5675')).toBe(true);
    expect(parseAirWaybill('02012345675')?.formatted).toBe('020-12345675');
  });
  it('says what is wrong', () => {
    expect(airWaybillProblem('020-12345676')).toBe('CHECK_DIGIT');
    expect(airWaybillProblem('020-1234567')).toBe('FORMAT');
    expect(airWaybillProblem('ABC-12345675')).toBe('FORMAT');
  });
  it('makes valid numbers', () => {
    for (const n of [0, 6, 7, 1234567, 9999999]) expect(isValidAirWaybill(makeAirWaybill('618', n))).toBe(true);
    expect(makeAirWaybill('618', 7)).toBe('618-00000070');
  });
});

describe('distances', () => {
  it('great circle SIN–FRA is about 10,260 km', () => {
    expect(greatCircleKm(SIN, FRA)).toBeGreaterThan(10_200);
    expect(greatCircleKm(SIN, FRA)).toBeLessThan(10_320);
  });
  it('air adds 95 km, sea multiplies by 1.15', () => {
    const gcd = greatCircleKm(SIN, FRA);
    expect(legDistanceKm('AIR', SIN, FRA)).toBeCloseTo(gcd + 95, 6);
    expect(legDistanceKm('SEA', SIN, FRA)).toBeCloseTo(gcd * 1.15, 6);
    expect(legDistanceKm('AIR', SIN, SIN)).toBe(0);
  });
});

describe('CO2e (ISO 14083 / GLEC, WTW)', () => {
  it('air: gross tonnes × (GCD + 95) × the band factor', () => {
    const result = shipmentEmissions({ mode: 'AIR', grossWeightKg: 500, reefer: false, legs: [{ from: 'SIN', to: 'FRA', fromCoordinates: SIN, toCoordinates: FRA }] });
    const km = greatCircleKm(SIN, FRA) + 95;
    expect(result.legs[0]?.factorId).toBe('air-long');
    expect(result.legs[0]?.co2eKg).toBeCloseTo(0.5 * km * 0.63, 2);
    // Plus terminal handling at both ends: 2 × 0.5 t × 0.6 kg/t.
    expect(result.co2eKg).toBeCloseTo(0.5 * km * 0.63 + 0.6, 2);
    expect(result.intensityGPerTonneKm).toBeCloseTo(((0.5 * km * 0.63 + 0.6) * 1000) / (0.5 * km), 1);
    expect(result.complete).toBe(true);
    expect(result.method).toMatch(/WTW/);
  });
  it('picks the air band by distance', () => {
    expect(emissionFactorFor('AIR', 999, false).kgCo2ePerTonneKm).toBe(1.13);
    expect(emissionFactorFor('AIR', 1000, false).kgCo2ePerTonneKm).toBe(0.7);
    expect(emissionFactorFor('AIR', 3700, false).kgCo2ePerTonneKm).toBe(0.63);
  });
  it('sea: per-TEU-km factors at 10 t per TEU, reefer apart', () => {
    expect(emissionFactorFor('SEA', 20_000, false).kgCo2ePerTonneKm).toBeCloseTo(0.0076, 8);
    expect(emissionFactorFor('SEA', 20_000, true).kgCo2ePerTonneKm).toBeCloseTo(0.0139, 8);
    const result = shipmentEmissions({ mode: 'SEA', grossWeightKg: 10_000, reefer: false, legs: [{ from: 'SGSIN', to: 'DEHAM', fromCoordinates: SIN, toCoordinates: FRA }] });
    expect(result.legs[0]?.co2eKg).toBeCloseTo(10 * greatCircleKm(SIN, FRA) * 1.15 * 0.0076, 2);
  });
  it('sums legs and says when one cannot be counted', () => {
    const result = shipmentEmissions({ mode: 'AIR', grossWeightKg: 1000, reefer: false, legs: [
      { from: 'SIN', to: 'FRA', fromCoordinates: SIN, toCoordinates: FRA },
      { from: 'FRA', to: 'XXX', fromCoordinates: FRA, toCoordinates: null },
    ] });
    expect(result.complete).toBe(false);
    expect(result.legs[1]?.co2eKg).toBeNull();
    expect(result.co2eKg).toBeCloseTo(result.legs[0]!.co2eKg! + result.hubCo2eKg!, 6);
  });
  it('counts the hubs: terminal handling at both ends and each transshipment, WTW only', () => {
    const result = shipmentEmissions({ mode: 'AIR', grossWeightKg: 2000, reefer: false, legs: [
      { from: 'SIN', to: 'DXB', fromCoordinates: SIN, toCoordinates: { latitude: 25.25, longitude: 55.36 } },
      { from: 'DXB', to: 'FRA', fromCoordinates: { latitude: 25.25, longitude: 55.36 }, toCoordinates: FRA },
    ] });
    expect(result.hubs.map((h) => `${h.kind} ${h.place}`)).toEqual(['ORIGIN SIN', 'TRANSSHIPMENT DXB', 'DESTINATION FRA']);
    expect(result.hubCo2eKg).toBeCloseTo(3 * 2 * 0.6, 6);
    expect(result.co2eKg).toBeCloseTo(result.legs[0]!.co2eKg! + result.legs[1]!.co2eKg! + 3 * 2 * 0.6, 3);
    // TTW: the legs alone, each at the jet-kerosene share of its WTW.
    expect(result.ttwCo2eKg).toBeCloseTo((result.legs[0]!.co2eKg! + result.legs[1]!.co2eKg!) * (3.18 / 3.88), 2);
    expect(result.dataQuality).toBe('DEFAULT');
    const cold = shipmentEmissions({ mode: 'AIR', grossWeightKg: 2000, reefer: false, temperatureControlled: true, legs: [{ from: 'SIN', to: 'FRA', fromCoordinates: SIN, toCoordinates: FRA }] });
    expect(cold.hubs[0]?.factorId).toBe('hub-air-cold');
  });
  it('sea: uses the sea route when known, else great-circle × 1.15, and says which', () => {
    const leg = { from: 'SGSIN', to: 'DEHAM', fromCoordinates: SIN, toCoordinates: FRA };
    expect(shipmentEmissions({ mode: 'SEA', grossWeightKg: 10_000, reefer: false, legs: [leg] }).legs[0]?.distanceMethod).toBe('GREAT_CIRCLE_X_1_15');
    const routed = shipmentEmissions({ mode: 'SEA', grossWeightKg: 10_000, reefer: false, legs: [{ ...leg, seaRouteKm: 15_000 }] });
    expect(routed.legs[0]).toMatchObject({ distanceKm: 15_000, distanceMethod: 'SEA_ROUTE', tonneKm: 150_000, co2eKg: 1140 });
    expect(routed.legs[0]?.ttwCo2eKg).toBeCloseTo(1140 * (3.15 / 3.58), 2);
  });
  it('takes a carrier figure as primary data, and a booking is only as good as its weakest leg', () => {
    const result = shipmentEmissions({ mode: 'AIR', grossWeightKg: 1000, reefer: false, legs: [
      { from: 'SIN', to: 'FRA', fromCoordinates: SIN, toCoordinates: FRA, primaryCo2eKg: 5000 },
    ] });
    expect(result.legs[0]).toMatchObject({ co2eKg: 5000, dataQuality: 'PRIMARY' });
    expect(result.dataQuality).toBe('PRIMARY');
    const mixed = shipmentEmissions({ mode: 'AIR', grossWeightKg: 1000, reefer: false, legs: [
      { from: 'SIN', to: 'FRA', fromCoordinates: SIN, toCoordinates: FRA, primaryCo2eKg: 5000 },
      { from: 'FRA', to: 'SIN', fromCoordinates: FRA, toCoordinates: SIN },
    ] });
    expect(mixed.dataQuality).toBe('DEFAULT');
  });
  it('has no total without a countable leg', () => {
    expect(shipmentEmissions({ mode: 'AIR', grossWeightKg: 1000, reefer: false, legs: [] }).co2eKg).toBeNull();
  });
});

describe('air rates and the standard tariff', () => {
  const rates = { minimum: 100, perKg: { 0: 5, 45: 4, 100: 3, 300: 2.5, 500: 2, 1000: 1.8 } } as const;
  it('charges the own break, or a higher break when cheaper, never below M', () => {
    expect(airFreight(10, rates)).toEqual({ chargedWeightKg: 10, rate: 100, rateClass: 'M', amount: 100 });
    expect(airFreight(50, rates)).toEqual({ chargedWeightKg: 50, rate: 4, rateClass: '+45', amount: 200 });
    // 90 kg at +45 = 360; 100 kg at +100 = 300: the next break is cheaper
    expect(airFreight(90, rates)).toEqual({ chargedWeightKg: 100, rate: 3, rateClass: '+100', amount: 300 });
  });
  it('prices an air booking with its surcharges', () => {
    const totals = cargoTotals({ mode: 'AIR', pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }] });
    const lines = estimateCharges({ mode: 'AIR', totals, distanceKm: 10_350, dangerousGoods: false });
    expect(lines.map((l) => l.code)).toEqual(['FRT', 'MY', 'SC', 'AW', 'CH']);
    const long = AIR_BANDS[2]!.rates.perKg;
    expect(lines[0]?.amount).toBe(Math.min(640 * long[500], 1000 * long[1000]));
    expect(lines[1]).toMatchObject({ quantity: 640, rate: 1.05, amount: 672 });
  });
  it('adds the dangerous goods fee only for dangerous goods', () => {
    const totals = cargoTotals({ mode: 'AIR', pieces: [{ count: 1, lengthCm: 50, widthCm: 50, heightCm: 50, weightKg: 30 }] });
    expect(estimateCharges({ mode: 'AIR', totals, distanceKm: 500, dangerousGoods: true }).map((l) => l.code)).toContain('RA');
  });
  it('prices FCL per container with container surcharges', () => {
    const containers = [{ type: '45G1', count: 2, cargoWeightKg: 12000 }] as const;
    const totals = cargoTotals({ mode: 'SEA', seaLoad: 'FCL', containers });
    const lines = estimateCharges({ mode: 'SEA', seaLoad: 'FCL', totals, containers, distanceKm: 18_000, dangerousGoods: false });
    expect(lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([['FRT', 2, 6700], ['BAF', 2, 500], ['THC', 2, 360], ['ISPS', 2, 30], ['DOC', 1, 60]]);
    expect(chargeTotals(lines)).toEqual([{ currency: 'USD', amount: 7650 }]);
  });
  it('cannot price without a route or cargo', () => {
    const totals = cargoTotals({ mode: 'AIR', pieces: [] });
    expect(estimateCharges({ mode: 'AIR', totals, distanceKm: 1000, dangerousGoods: false })).toEqual([]);
  });
});
