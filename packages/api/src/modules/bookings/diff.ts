import type { FieldChange } from '@freightdeck/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Field changes between two values as dotted paths down to the leaves (`cargo.pieces.0.weightKg`):
 * what the history shows. A list whose length changed is one change of the whole list.
 */
export function diff(from: unknown, to: unknown, path = ''): FieldChange[] {
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((k) => diff(from[k], to[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
    return from.flatMap((item, i) => diff(item, to[i], `${path}.${i}`));
  }
  const same = JSON.stringify(from ?? null) === JSON.stringify(to ?? null);
  return same ? [] : [{ path, from: from ?? null, to: to ?? null }];
}
