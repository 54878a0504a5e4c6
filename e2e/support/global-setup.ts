import { writeFileSync } from 'node:fs';
import { startPortal } from './portal-process';
import { e2eDataDir, e2ePort, e2eRemotesFile } from './server';
import { prepareWorld } from './worlds';

/**
 * The run's start (docs/adr/031-screenshot-suite.md#one-seed-per-world): both demo worlds seeded
 * once, side by side (one core each), into their templates; then the portal every spec uses by
 * default (baseURL) starts on a copy of the live world. Specs with a portal of their own start it
 * on a copy too. Returns the teardown, which stops the portal.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = e2ePort();
  const seeded = await Promise.all([prepareWorld('live', port + 3), prepareWorld('frozen', port + 4)]);
  for (const s of seeded) process.stdout.write(`[e2e] the ${s.world} world: ${s.kept ? 'kept from an earlier run (E2E_KEEP_WORLDS)' : `seeded in ${s.seconds} s`}\n`);
  // Where the remotes are, read again on every change: `{}` at the start of a run; the
  // independent-delivery spec releases a remote by rewriting it (docs/adr/018-shared-scope.md#independent-delivery).
  writeFileSync(e2eRemotesFile(), '{}');
  const portal = await startPortal(port, { SEED_DEMO: 'true', REMOTES_FILE: e2eRemotesFile() }, { world: 'live', dataDir: e2eDataDir() });
  return () => portal.stop();
}
