import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { createReferenceService, type SetLoadResult } from './service';

/**
 * Start-up step, in every environment (reference data is not demo data): brings each set up
 * to the packaged sources; a set whose sources did not change is skipped after one hash check.
 */
export async function loadReferenceData(db: Db, log?: Pick<FastifyBaseLogger, 'info'>): Promise<SetLoadResult[]> {
  const started = Date.now();
  const results = await createReferenceService(db).loadBuiltin();
  const loaded = results.filter((r) => r.status === 'loaded');
  log?.info(
    { loaded: loaded.map((r) => `${r.set} (${r.rows})`), unchanged: results.length - loaded.length, ms: Date.now() - started },
    loaded.length ? 'reference data loaded' : 'reference data up to date',
  );
  return results;
}
