export const REMOTE_NAMES = ['bookings', 'quotations', 'organizations', 'track', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;
