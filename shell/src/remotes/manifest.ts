import { REMOTE_NAMES, type RemotesManifest } from '@freightdeck/contracts';

export const MANIFEST_URL = '/remotes.json';

/** `/remotes.json` with every URL made absolute against the page (the runtime needs that). */
export async function fetchManifest(fetchFn: typeof fetch = (...args) => fetch(...args), base = window.location.href): Promise<RemotesManifest> {
  const response = await fetchFn(MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${MANIFEST_URL}: ${response.status} ${response.statusText}`);
  const body = (await response.json()) as Record<string, unknown>;
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const url = body[name];
    if (typeof url === 'string' && url) manifest[name] = new URL(url, base).href;
  }
  return manifest;
}
