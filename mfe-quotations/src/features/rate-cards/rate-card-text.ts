import type { RateCard } from '@freightdeck/contracts';
import { formatMoney } from '../shared';

/** "AIRPORT:SIN" reads "SIN"; a city or country says so. */
export const placeText = (p: RateCard['origin']) => (p.kind === 'AIRPORT' || p.kind === 'PORT' ? p.code : `${p.code} (${p.kind.toLowerCase()})`);

/** The card's rates in one line for the list: air's +100 kg rate, FCL per container, LCL per W/M. */
export function ratesText(c: RateCard): string {
  const m = (n: number) => formatMoney(n, c.currency);
  if (c.mode === 'AIR') {
    return c.airRates.map((r) => `${r.cargoType ? r.cargoType.toLowerCase() : 'general'}: M ${m(r.minimum)}, +100 ${m(r.q100)}/kg`).join(' · ');
  }
  const fcl = c.fclRates.map((r) => `${r.containerType} ${m(r.rate)}`);
  const lcl = c.lclRate ? [`LCL ${m(c.lclRate.ratePerRevenueTonne)}/RT (min ${m(c.lclRate.minimumCharge)})`] : [];
  return [...fcl, ...lcl].join(' · ');
}
