/**
 * How many bookings a list's scope holds (its status, mode and organization filters within the
 * caller's view), remembered per scope for a minute. It only decides whether a free-text search
 * is counted (list-bookings.ts): a figure a minute old moves that choice by a minute, never a
 * total, which is always marked exact or "at least" by what was actually counted. Reading it
 * inside every search's statement had cost PostgreSQL a tenth of that statement (bench:bookings).
 */
export function createSearchSpaceCache({ ttlMs = 60_000, limit = 1_000, now = () => Date.now() } = {}) {
  const entries = new Map<string, { bookings: number; until: number }>();
  return async function searchSpace(key: string, read: () => Promise<number>): Promise<number> {
    const known = entries.get(key);
    if (known && known.until > now()) return known.bookings;
    const bookings = await read();
    // Scopes are few (one per organization set and filter), the bound only guards memory.
    if (entries.size >= limit) entries.clear();
    entries.set(key, { bookings, until: now() + ttlMs });
    return bookings;
  };
}

export type SearchSpace = ReturnType<typeof createSearchSpaceCache>;
