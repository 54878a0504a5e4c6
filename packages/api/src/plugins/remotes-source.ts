import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { RemotesManifest } from '@freightdeck/contracts';
import { parseRemotesManifest } from '../config';

export interface RemotesSource {
  /** The remotes' entries now: REMOTES, overridden by what REMOTES_FILE says at this moment. */
  current(): RemotesManifest | undefined;
}

/**
 * Where the remotes are, for /remotes.json and the Content-Security-Policy alike
 * (docs/adr/018-shared-scope.md#independent-delivery). With REMOTES_FILE, the file is read again
 * whenever its modification time or size changes, so a remote is released by editing the file while
 * the portal runs; a file that is missing or invalid leaves the last good entries in force (with a
 * warning), so a half-written edit never takes a section down.
 */
export function createRemotesSource(remotes: RemotesManifest | undefined, file: string | undefined, log?: FastifyBaseLogger): RemotesSource {
  if (!file) return { current: () => remotes };
  let seen = '';
  let fromFile: RemotesManifest = {};
  const read = () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp === seen) return;
    seen = stamp;
    if (stamp === 'missing') {
      log?.warn({ file }, 'REMOTES_FILE is missing: the last remotes read stay in force');
      return;
    }
    const parsed = parseRemotesManifest(readFileSync(file, 'utf8'));
    if ('error' in parsed) {
      log?.warn({ file, error: parsed.error }, 'REMOTES_FILE is invalid: the last remotes read stay in force');
      return;
    }
    fromFile = parsed.manifest;
    log?.info({ file, remotes: fromFile }, 'remotes read from REMOTES_FILE');
  };
  read();
  return {
    current() {
      read();
      return { ...remotes, ...fromFile };
    },
  };
}
