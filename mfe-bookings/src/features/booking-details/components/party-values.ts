import type { Booking, Party } from '@freightdeck/contracts';
import type { FlatRule, FlatRules, FlatValues } from './line-values';

export const PARTY_FIELDS = [
  { key: 'company', label: 'Company', required: true },
  { key: 'contactName', label: 'Contact name' },
  { key: 'email', label: 'E-mail' },
  { key: 'address', label: 'Address', required: true },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'city', label: 'City', required: true },
  { key: 'country', label: 'Country (ISO code)', required: true },
] as const satisfies readonly { key: keyof Party; label: string; required?: boolean }[];

export type PartyName = 'shipper' | 'consignee' | 'notifyParty';
export const PARTIES = ['shipper', 'consignee'] as const;
export const PARTY_TITLES: Record<PartyName, string> = { shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party' };

/** The notify party is optional: it is in the form while its company field is. */
export const hasNotifyParty = (v: FlatValues) => 'notifyParty.company' in v;

export function partyValues(name: PartyName, party: Party | null): FlatValues {
  if (!party) return {};
  return Object.fromEntries(PARTY_FIELDS.map(({ key }) => [`${name}.${key}`, String(party[key] ?? '')]));
}

export const emptyPartyValues = (name: PartyName): FlatValues => Object.fromEntries(PARTY_FIELDS.map(({ key }) => [`${name}.${key}`, '']));

// A new party in the order of PartySchema, so the request reads like the API's own answer.
const NEW_PARTY: Party = { company: '', contactName: '', email: '', phone: null, address: '', postalCode: '', city: '', country: '' };

export function partyOf(b: Booking, name: PartyName, v: FlatValues): Party {
  const edited = Object.fromEntries(PARTY_FIELDS.map(({ key }) => [key, (v[`${name}.${key}`] ?? '').trim()]));
  return { ...(b[name] ?? NEW_PARTY), ...edited, country: (edited.country ?? '').toUpperCase() };
}

/** Rules of a party's fields; an absent optional party (value undefined) is not checked. */
export function partyRules(name: PartyName): FlatRules {
  const found: FlatRules = {};
  for (const field of PARTY_FIELDS) {
    const rules: FlatRule[] = [];
    if ('required' in field) rules.push((v) => (v.trim() === '' ? `Enter the ${field.label.toLowerCase().replace(' (iso code)', '')}` : undefined));
    if (field.key === 'country') rules.push((v) => (/^[A-Za-z]{2}$/.test(v.trim()) ? undefined : 'Enter a two-letter country code'));
    found[`${name}.${field.key}`] = rules.map((rule) => (value, all) => (value === undefined ? undefined : rule(value, all)));
  }
  return found;
}
