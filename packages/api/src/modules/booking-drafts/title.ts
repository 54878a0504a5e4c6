/**
 * A draft's name in the list, from what the form holds: "SIN → FRA · Pharmaceutical", the parts
 * known so far, or "Untitled draft". The data is the form's state, unchecked, so every part is
 * read defensively.
 */
export function draftTitle(data: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase().slice(0, 12) : null);
  const origin = text(data.origin);
  const destination = text(data.destination);
  const cargo = data.cargo && typeof data.cargo === 'object' ? (data.cargo as Record<string, unknown>).type : undefined;
  const cargoType = typeof cargo === 'string' && /^[A-Z_]{2,30}$/.test(cargo) ? cargo.charAt(0) + cargo.slice(1).toLowerCase().replace(/_/g, ' ') : null;
  const route = origin || destination ? `${origin ?? '…'} → ${destination ?? '…'}` : null;
  const parts = [route, cargoType].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' · ') : 'Untitled draft';
}
