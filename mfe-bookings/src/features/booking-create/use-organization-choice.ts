import { useCurrentUser } from '@freightdeck/auth';

/**
 * The customer organizations the user may book for, when there is a choice (more than one);
 * empty otherwise: the API then books for the user's customer organization.
 */
export function useOrganizationChoice() {
  const customers = (useCurrentUser().user?.organizations ?? []).filter((o) => !o.isPrimary);
  return customers.length > 1 ? customers : [];
}
