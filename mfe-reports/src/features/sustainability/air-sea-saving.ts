import type { LocationReport } from '@freightdeck/contracts';

export interface CountryLaneSaving {
  lane: string;
  airTonnes: number;
  airKgPerTonne: number;
  seaKgPerTonne: number;
  /** CO2e (kg, WTW) the air cargo would not have caused by sea at the lane's sea emissions per tonne. */
  savingKg: number;
}

/**
 * The air-vs-sea saving on lanes that have both (country to country, since airports and ports
 * differ): the air tonnes × (air CO2e per tonne − sea CO2e per tonne) of the same lane.
 */
export function airSeaSavings(lanes: LocationReport['lanes']): CountryLaneSaving[] {
  const byLane = new Map<string, { air: { kg: number; co2e: number }; sea: { kg: number; co2e: number } }>();
  for (const l of lanes) {
    if (!l.originCountry || !l.destinationCountry) continue;
    const key = `${l.originCountry} → ${l.destinationCountry}`;
    const entry = byLane.get(key) ?? { air: { kg: 0, co2e: 0 }, sea: { kg: 0, co2e: 0 } };
    const side = l.mode === 'AIR' ? entry.air : entry.sea;
    side.kg += l.grossWeightKg;
    side.co2e += l.co2eKg;
    byLane.set(key, entry);
  }
  return [...byLane.entries()]
    .filter(([, e]) => e.air.kg > 0 && e.sea.kg > 0)
    .map(([lane, e]) => {
      const airKgPerTonne = e.air.co2e / (e.air.kg / 1000);
      const seaKgPerTonne = e.sea.co2e / (e.sea.kg / 1000);
      return { lane, airTonnes: e.air.kg / 1000, airKgPerTonne, seaKgPerTonne, savingKg: Math.max(0, (e.air.kg / 1000) * (airKgPerTonne - seaKgPerTonne)) };
    })
    .sort((a, b) => b.savingKg - a.savingKg);
}
