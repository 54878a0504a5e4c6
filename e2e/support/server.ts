import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 18300);
}

/**
 * The embedded-database folder of the e2e server. The server command empties it first, so
 * every run starts from a freshly seeded demo world.
 */
export function e2eDataDir(): string {
  return process.env.E2E_DATA_DIR ?? join(tmpdir(), `freightdeck-e2e-${e2ePort()}`);
}
