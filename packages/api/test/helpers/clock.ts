import type { Clock } from '../../src/lib/clock';

export interface FakeClock {
  now: Clock;
  /** Moves time forward (or back, with a negative number). */
  advance(seconds: number): void;
  set(at: Date): void;
}

/** A clock tests move instead of sleeping; starts at the real time unless told otherwise. */
export function createFakeClock(start: Date = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
    set(at) {
      current = at.getTime();
    },
  };
}
