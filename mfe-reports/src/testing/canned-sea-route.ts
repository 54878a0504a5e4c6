import type { SeaRouteAnswer } from '@freightdeck/contracts';
import { answer, type CannedResponses } from '@freightdeck/dev-shell';

/**
 * `GET /v1/emissions/sea-route` for the canned world's sea lane, CNSHA → NLRTM, as the API answers
 * it (the marine network's route through Malacca and Suez, thinned for a map); other lanes have
 * no route here, so the map draws them as great-circle arcs.
 */
const CNSHA_NLRTM: [number, number][] = [
  [121.47, 31.23], [121.2, 30.51], [122.9, 31.3], [121.3, 27.8], [120, 25.7], [117, 23], [114.1, 21.7], [110.1, 12.2], [107.32, 7.61],
  [104.48, 1.34], [103.6, 1.1], [100.6, 3.2], [97, 7], [80.1, 5.8], [65.7, 9.69], [51, 13], [45, 12], [43.3, 12.7], [38.9, 20.75],
  [32.6, 29.7], [32.1, 31.7], [23, 34.8], [11, 37.5], [3.1, 37.2], [-5.75, 35.95], [-9.25, 36.8], [-9.98, 40.78], [-9.5, 43],
  [-8.5, 43.9], [-5.5, 48.67], [3.4, 51.5], [3.9, 52], [4.5, 51.92],
];

export const cannedSeaRoute: CannedResponses = {
  'GET /v1/emissions/sea-route': answer(({ query }): SeaRouteAnswer => {
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    return from === 'CNSHA' && to === 'NLRTM'
      ? { from, to, distanceKm: 19_859.1, distanceNm: 10_723.1, method: 'SEA_ROUTE', path: CNSHA_NLRTM }
      : { from, to, distanceKm: null, distanceNm: null, method: null, path: null };
  }),
};
