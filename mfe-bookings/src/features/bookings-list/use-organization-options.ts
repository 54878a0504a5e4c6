import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser, usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, type BookingListItem } from '@freightdeck/contracts';
import type { SelectOption } from '@freightdeck/ui';

/**
 * The organization filter's choices, or null when the filter means nothing to the user (one
 * organization, no staff view). Staff see every customer but the API has no organization list
 * yet: their choices are the organizations of the bookings seen so far on this page, which are
 * the ones that have bookings to filter.
 */
export function useOrganizationOptions(items: readonly BookingListItem[] | undefined, selectedId: string | null): SelectOption[] | null {
  const { user } = useCurrentUser();
  const staff = usePermission(can.bookingViewAll);
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(() => new Map());

  useEffect(() => {
    if (!items) return;
    setSeen((previous) => {
      const fresh = items.filter((b) => previous.get(b.organization.id) !== b.organization.name);
      if (fresh.length === 0) return previous;
      const next = new Map(previous);
      for (const b of fresh) next.set(b.organization.id, b.organization.name);
      return next;
    });
  }, [items]);

  const organizations = user?.organizations;
  return useMemo(() => {
    const own = (organizations ?? []).filter((o) => !o.isPrimary);
    if (!staff && own.length < 2) return null;
    const byId = new Map<string, string>([...own.map((o) => [o.id, o.name] as const), ...seen]);
    if (selectedId && !byId.has(selectedId)) byId.set(selectedId, 'Selected organization');
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [organizations, staff, seen, selectedId]);
}
