import type { Booking, Leg } from '@freightdeck/contracts';
import { toInstant, toLocalInput } from './date-time';
import { lineAt, lineCount, lineRules, requiredRule, type FlatRules, type FlatValues } from './line-values';

export const LEG_FIELDS = ['carrier', 'transportId', 'vesselName', 'from', 'to', 'departureAt', 'arrivalAt'] as const;
export const MAX_LEGS = 6;

export const legCount = (v: FlatValues) => lineCount(v, 'legs', 'carrier');

export const legLine = (leg: Partial<Leg>): Record<string, string> => ({
  carrier: leg.carrier ?? '', transportId: leg.transportId ?? '', vesselName: leg.vesselName ?? '', from: leg.from ?? '', to: leg.to ?? '',
  departureAt: toLocalInput(leg.departureAt), arrivalAt: toLocalInput(leg.arrivalAt),
});

export function toLegValues(legs: readonly Partial<Leg>[]): FlatValues {
  const values: FlatValues = {};
  legs.forEach((leg, i) => Object.entries(legLine(leg)).forEach(([f, v]) => { values[`legs.${i}.${f}`] = v; }));
  return values;
}

/** What staff confirm by default: the legs the customer asked for, else one leg from origin to destination. */
export const proposedLegs = (b: Booking): Partial<Leg>[] => (b.legs.length ? b.legs : [{ from: b.origin, to: b.destination }]);

/**
 * The legs as the API takes them. A time left as it was keeps the instant it was (with its
 * seconds), so an untouched leg compares equal to the booking's.
 */
export function toLegs(v: FlatValues, original: readonly Leg[] = []): Leg[] {
  return Array.from({ length: legCount(v) }, (_, i) => {
    const r = lineAt(v, 'legs', i, LEG_FIELDS);
    const was = original[i];
    const instant = (field: 'departureAt' | 'arrivalAt') =>
      (was && r[field] === toLocalInput(was[field]) ? was[field] : toInstant(r[field]!));
    return {
      carrier: r.carrier!.trim().toUpperCase(), transportId: r.transportId!.trim(), vesselName: r.vesselName!.trim(),
      from: r.from!.trim().toUpperCase(), to: r.to!.trim().toUpperCase(), departureAt: instant('departureAt'), arrivalAt: instant('arrivalAt'),
    };
  });
}

const code = (v: FlatValues, key: string) => (v[key] ?? '').trim().toUpperCase();

/** The API's chain rule, checked before the call: origin → … → destination, each leg where the previous one ends. */
export function legRules(mode: Booking['mode'], origin: string, destination: string): FlatRules {
  const place = mode === 'AIR' ? 'airport' : 'port';
  return lineRules('legs', MAX_LEGS, {
    carrier: () => [requiredRule('Choose the carrier')],
    transportId: () => [requiredRule(mode === 'AIR' ? 'Enter the flight number' : 'Enter the voyage')],
    from: (i) => [
      requiredRule(`Choose the ${place} of departure`),
      (value, all) => {
        const expected = i === 0 ? origin : code(all, `legs.${i - 1}.to`);
        if (value.trim().toUpperCase() === expected) return undefined;
        return i === 0 ? `The first leg must start at the origin (${origin})` : `Must be where the previous leg ends (${expected || '—'})`;
      },
    ],
    to: (i) => [
      requiredRule(`Choose the ${place} of arrival`),
      (value, all) => (`legs.${i + 1}.carrier` in all || value.trim().toUpperCase() === destination
        ? undefined : `The last leg must end at the destination (${destination})`),
    ],
    arrivalAt: (i) => [
      (value, all) => {
        const dep = toInstant(all[`legs.${i}.departureAt`] ?? '');
        const arr = toInstant(value);
        return dep && arr && Date.parse(arr) < Date.parse(dep) ? 'Must not be before the departure' : undefined;
      },
    ],
  });
}
