import { useMemo } from 'react';
import { useCurrentUser } from '@freightdeck/auth';
import type { QuotationListItem } from '@freightdeck/contracts';
import type { SelectOption } from '@freightdeck/ui';

/**
 * The organization filter's choices, or null when it means nothing to the user (one customer
 * organization). Staff (the primary organization) see every customer's quotations: their
 * choices are the organizations on the page, plus the one chosen.
 */
export function useOrganizationOptions(items: readonly QuotationListItem[] | undefined, selectedId: string | null): SelectOption[] | null {
  const { user } = useCurrentUser();
  return useMemo(() => {
    const own = (user?.organizations ?? []).filter((o) => !o.isPrimary);
    const staff = Boolean(user?.userOfPrimaryOrganization);
    if (!staff && own.length < 2) return null;
    const byId = new Map<string, string>(own.map((o) => [o.id, o.name]));
    for (const q of items ?? []) byId.set(q.organization.id, q.organization.name);
    if (selectedId && !byId.has(selectedId)) byId.set(selectedId, 'Selected organization');
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [user, items, selectedId]);
}
