/** Rounds a coordinate to 4 decimals (about 11 m): plenty for ports and airports, and shorter on the wire. */
export function roundCoordinate(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 1e4) / 1e4;
}

/** A comparison key for place names: case and accents ignored. */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export const byKey = <T>(key: (t: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
