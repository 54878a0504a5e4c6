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

/**
 * The e2e portal's REMOTES_FILE (docs/adr/018-shared-scope.md#independent-delivery): `{}` at the
 * start of a run; the independent-delivery spec releases a remote by rewriting it.
 */
export function e2eRemotesFile(): string {
  return join(tmpdir(), `freightdeck-e2e-${e2ePort()}-remotes.json`);
}
