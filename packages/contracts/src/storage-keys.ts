/** Storage keys carry the product prefix (docs/product/sessions.md#storage-keys). */
export const STORAGE_PREFIX = 'freightdeck/';

export const storageKeys = {
  tokens: `${STORAGE_PREFIX}auth/tokens`,
  email: `${STORAGE_PREFIX}auth/email`,
  /** Fallback cross-tab refresh lease (where the Web Locks API is missing). */
  refreshLease: `${STORAGE_PREFIX}auth/refresh-lease`,
  scheduleRecords: `${STORAGE_PREFIX}schedule/records`,
  references: (set: string) => `${STORAGE_PREFIX}references/${set}`,
  remoteReload: (remote: string) => `${STORAGE_PREFIX}remote-reload/${remote}`,
  pageReload: `${STORAGE_PREFIX}page-reload`,
} as const;
