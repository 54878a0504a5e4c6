import { placeKey } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { describePlaces } from '../references';

/**
 * The lane keys that cover a place (docs/adr/019-quotations-and-rate-cards.md): an airport is
 * covered by a card for it, for its city (UN/LOCODE form: GBLON for LHR, LGW, STN…) and for its
 * country; a port by a card for it and for its country.
 * Null: the reference data does not know the place.
 */
export async function laneKeysOf(ex: Executor, mode: 'AIR' | 'SEA', codes: string[]): Promise<Map<string, string[]>> {
  const facts = await describePlaces(ex, mode, codes);
  const out = new Map<string, string[]>();
  for (const code of codes) {
    const place = facts.get(code);
    if (!place) continue;
    const country = place.country ?? (mode === 'SEA' ? code.slice(0, 2) : null);
    const keys = mode === 'AIR'
      ? [placeKey({ kind: 'AIRPORT', code }), ...(place.city ? [placeKey({ kind: 'CITY', code: place.city })] : [])]
      : [placeKey({ kind: 'PORT', code })];
    if (country) keys.push(placeKey({ kind: 'COUNTRY', code: country }));
    out.set(code, keys);
  }
  return out;
}
