import type { Cargo, SeaLoad } from '@freightdeck/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { selectRows } from '../../db/rows';
import { locate } from '../references';
import { bookingEmissions } from './booking-emissions';
import { EMISSIONS_REVISION } from './revision';


interface StaleRow { id: string; mode: 'AIR' | 'SEA'; seaLoad: SeaLoad | null; origin: string; destination: string; legs: { from: string; to: string }[] | null; cargo: Cargo; grossWeightKg: number }

/**
 * Brings every booking's stored CO2e up to the current method (docs/adr/016-reports-and-emissions.md):
 * bookings stored before a change of the factor table or of the distance methods (or before the
 * TTW and data-quality fields existed) are counted again through bookingEmissions, as a write
 * would, in batches of `batch`. Only the derived figures change (`data.emissions`, `co2e_kg`,
 * `tonne_km`, `distance_km`): not the version, the history or the charges. The rollup triggers move
 * the reports' sums in the same statement. Run at every start; nothing to do costs one query.
 */
export async function recountStaleEmissions(ex: Executor, { batch = 500, log }: { batch?: number; log?: (line: string) => void } = {}): Promise<number> {
  let recounted = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await selectRows<StaleRow & Record<string, unknown>>(ex, sql`
      select id, mode, sea_load as "seaLoad", origin, destination, data -> 'legs' as legs, data -> 'cargo' as cargo, gross_weight_kg as "grossWeightKg"
      from bookings
      where id > ${after}::uuid and (data -> 'emissions' ->> 'revision') is distinct from ${EMISSIONS_REVISION}
      order by id limit ${batch}`);
    if (rows.length === 0) break;
    const updates = [];
    for (const mode of ['AIR', 'SEA'] as const) {
      const ofMode = rows.filter((r) => r.mode === mode);
      if (!ofMode.length) continue;
      const located = await locate(ex, mode, ofMode.flatMap((r) => [r.origin, r.destination, ...(r.legs ?? []).flatMap((l) => [l.from, l.to])]));
      for (const r of ofMode) {
        const e = bookingEmissions({ mode, seaLoad: r.seaLoad, origin: r.origin, destination: r.destination, legs: r.legs ?? [], cargo: r.cargo, grossWeightKg: Number(r.grossWeightKg) }, located);
        updates.push({ id: r.id, emissions: e, co2e: e.co2eKg, tkm: e.tonneKm, dist: e.distanceKm });
      }
    }
    await ex.execute(sql`
      update bookings b set data = jsonb_set(b.data, '{emissions}', u.emissions), co2e_kg = u.co2e, tonne_km = u.tkm, distance_km = u.dist
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id uuid, emissions jsonb, co2e float8, tkm float8, dist float8)
      where b.id = u.id`);
    recounted += rows.length;
    after = rows[rows.length - 1]!.id;
    log?.(`emissions: recounted ${recounted} bookings`);
  }
  return recounted;
}
