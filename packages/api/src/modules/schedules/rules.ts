/**
 * Connection rules of the one-stop search (docs/product/schedules.md#connections). Air: cargo
 * transferring at a hub needs breakdown, re-screening and build-up, so the minimum connecting
 * time is longer than a passenger's: 3 hours on the same carrier (online transfer), 6 hours to
 * another carrier (interline, re-tendered at its terminal); at most 24 hours on the ground.
 * Ocean: a container transshipped needs at least a day in the terminal and waits at most 10 days.
 */
export const CONNECTION_RULES = {
  AIR: { sameCarrierMinutes: 180, otherCarrierMinutes: 360, maxLayoverMinutes: 24 * 60 },
  SEA: { sameCarrierMinutes: 24 * 60, otherCarrierMinutes: 24 * 60, maxLayoverMinutes: 10 * 24 * 60 },
} as const;

/** The most options one search answers, and the longest date range it covers. */
export const SEARCH_LIMITS = { options: 100, rangeDays: 31 } as const;
