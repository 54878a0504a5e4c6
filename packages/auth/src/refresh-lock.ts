import { storageKeys } from '@freightdeck/contracts';

/**
 * One token refresh at a time across every tab of the portal (docs/product/sessions.md#refresh). A
 * refresh token is rotated on use and a reused one revokes the session
 * (docs/product/sessions.md#tokens), so two tabs must not both spend the same token: the refresh
 * runs under a cross-tab lock, and whoever gets it second re-reads the stored session and finds the
 * first tab's new tokens.
 *
 * The Web Locks API is the lock where the browser has it (every current browser). Elsewhere a
 * lease in localStorage stands in: a tab takes it when it is free or stale, and a waiting tab
 * polls until it is released. localStorage has no compare-and-set, so two tabs can in rare
 * cases both take the lease; the server's few seconds of reuse grace covers that case.
 */
export const REFRESH_LOCK_NAME = 'freightdeck/auth/refresh';
/** A lease older than this is abandoned (its tab closed mid-refresh). */
export const LEASE_MS = 10_000;
export const LEASE_POLL_MS = 100;

interface Lease {
  owner: string;
  until: number;
}

const ownerId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function readLease(): Lease | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKeys.refreshLease) ?? 'null') as Lease | null;
    return value && typeof value.owner === 'string' && typeof value.until === 'number' ? value : null;
  } catch {
    return null;
  }
}

function tryTakeLease(): boolean {
  const lease = readLease();
  if (lease && lease.owner !== ownerId && lease.until > Date.now()) return false;
  try {
    localStorage.setItem(storageKeys.refreshLease, JSON.stringify({ owner: ownerId, until: Date.now() + LEASE_MS }));
    return readLease()?.owner === ownerId;
  } catch {
    return true; // storage unavailable: the session lives in this tab only, nobody to share with
  }
}

function releaseLease(): void {
  try {
    if (readLease()?.owner === ownerId) localStorage.removeItem(storageKeys.refreshLease);
  } catch {
    // nothing stored
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withLease<T>(task: () => Promise<T>): Promise<T> {
  while (!tryTakeLease()) await sleep(LEASE_POLL_MS);
  try {
    return await task();
  } finally {
    releaseLease();
  }
}

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

function lockManager(): LockManagerLike | null {
  const locks = (typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined) ?? null;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Runs `task` while no other tab of this origin runs one (Web Locks, or the lease fallback). */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(REFRESH_LOCK_NAME, task);
  return withLease(task);
}
