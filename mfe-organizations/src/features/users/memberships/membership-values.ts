import type { FormApi } from '@freightdeck/ui';

/**
 * A user's roles, one per organization, live in the flat form values under the API's own
 * paths (`memberships.0.roleId`), so a server VALIDATION_ERROR detail lands on its field.
 * `memberships` itself holds the error about the list as a whole.
 */
export type MembershipValues = Record<string, string>;
export interface MembershipInput {
  organizationId: string;
  roleId: string;
}

export const MAX_MEMBERSHIPS = 20;
const key = (i: number, field: keyof MembershipInput) => `memberships.${i}.${field}`;
export const organizationKey = (i: number) => key(i, 'organizationId');
export const roleKey = (i: number) => key(i, 'roleId');

export function membershipCount(values: MembershipValues): number {
  let n = 0;
  while (organizationKey(n) in values) n += 1;
  return n;
}

export function membershipValues(list: readonly MembershipInput[]): MembershipValues {
  const values: MembershipValues = { memberships: '' };
  list.forEach((m, i) => {
    values[organizationKey(i)] = m.organizationId;
    values[roleKey(i)] = m.roleId;
  });
  return values;
}

export const toMemberships = (values: MembershipValues): MembershipInput[] =>
  Array.from({ length: membershipCount(values) }, (_, i) => ({ organizationId: values[organizationKey(i)] ?? '', roleId: values[roleKey(i)] ?? '' }));

type Rule = (value: string, values: MembershipValues) => string | undefined;

/**
 * Rules for every possible row: the form checks rules by name, and a row that does not exist
 * (undefined) passes. `requireOne`: the user has no role elsewhere, so needs one here.
 */
export function membershipRules({ requireOne = true } = {}): Record<string, Rule[]> {
  const rules: Record<string, Rule[]> = {};
  for (let i = 0; i < MAX_MEMBERSHIPS; i += 1) {
    rules[organizationKey(i)] = [
      (v) => (v === '' ? 'Choose the organization' : undefined),
      // One role per organization: the API keeps a single membership for each.
      (v, all) => (v !== undefined && toMemberships(all).slice(0, i).some((m) => m.organizationId === v) ? 'The user already has a role in this organization' : undefined),
    ];
    rules[roleKey(i)] = [(v) => (v === '' ? 'Choose a role' : undefined)];
  }
  rules.memberships = [(_, all) => (requireOne && membershipCount(all) === 0 ? 'Give the user a role' : undefined)];
  return rules;
}

export function addMembership(form: FormApi<MembershipValues>, organizationId: string): void {
  const at = membershipCount(form.values);
  form.setValue(organizationKey(at), organizationId);
  form.setValue(roleKey(at), '');
}

/** Removes row `index`; the rows after it move up (their errors go, as their paths change). */
export function removeMembership(form: FormApi<MembershipValues>, index: number): void {
  const kept = toMemberships(form.values).filter((_, i) => i !== index);
  const others = Object.fromEntries(Object.entries(form.values).filter(([k]) => !k.startsWith('memberships')));
  const errors = Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith('memberships')));
  form.reset({ ...others, ...membershipValues(kept) });
  form.setErrors(errors);
}
