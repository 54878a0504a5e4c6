import type { SeaRouteAnswer } from '@freightdeck/contracts';
import { answer, type CannedResponses } from '@freightdeck/dev-shell';

/**
 * `GET /v1/emissions/sea-route` for the dev shell's canned mode: a few lanes as the API answers
 * them (its marine network over the reference ports; either direction), and no route for the
 * others, so the estimate falls back to great-circle × 1.15 and says so.
 */
const RECORDED: [string, string, number, number][] = [
  ['CNSHA', 'NLRTM', 19_859.1, 10_723.1],
  ['CNSHA', 'DEHAM', 20_299.6, 10_960.9],
  ['CNSHA', 'USLAX', 11_102.6, 5_994.9],
  ['SGSIN', 'NLRTM', 15_581.4, 8_413.3],
  ['SGSIN', 'DEHAM', 16_021.9, 8_651.1],
];

export const cannedSeaRoutes: CannedResponses = {
  'GET /v1/emissions/sea-route': answer(({ query }): SeaRouteAnswer => {
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    const lane = RECORDED.find(([a, b]) => (a === from && b === to) || (a === to && b === from));
    return lane
      ? { from, to, distanceKm: lane[2], distanceNm: lane[3], method: 'SEA_ROUTE', path: null }
      : { from, to, distanceKm: null, distanceNm: null, method: null, path: null };
  }),
};
