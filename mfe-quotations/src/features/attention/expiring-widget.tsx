import { buildQuery, usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS, paths } from '@freightdeck/contracts';
import { AttentionList, dateToIso } from '@freightdeck/ui';
import { expiringQuery, useExpiringQuotations } from './api';

/** Whole days from today to a quotation's last valid day (`YYYY-MM-DD`): 0 is today. */
export function daysLeft(validUntil: string, now = new Date()): number {
  return Math.round((Date.parse(validUntil) - Date.parse(dateToIso(now))) / 86_400_000);
}

/** The quotation's status, with what to do when the user may do it. */
const statusWords = (accepted: boolean, canAct: boolean) =>
  (accepted ? (canAct ? 'Accepted, book it' : 'Accepted') : (canAct ? 'Issued, accept or decline' : 'Issued'));

/** "last day today", "ends tomorrow", "ends in 5 days". */
export function endsIn(days: number): string {
  if (days <= 0) return 'last day today';
  return days === 1 ? 'ends tomorrow' : `ends in ${days} days`;
}

/** Home: the caller's open quotations whose validity ends this week, each opening the quotation. */
export default function ExpiringWidget() {
  // Who may accept, decline, book and request: told what to do; a viewer only what it is.
  const canAct = usePermission(ACTION_PERMISSIONS.quotationManage);
  const { sort: _sort, ...filters } = expiringQuery();
  return (
    <AttentionList
      label="Quotations expiring this week"
      source={useExpiringQuotations()}
      select={(data) => ({ total: data.total, items: data.items.map((q) => ({
        id: q.id,
        to: paths.quotation(q.id),
        title: `${q.ref} · ${q.origin} → ${q.destination}`,
        detail: `${statusWords(q.status === 'ACCEPTED', canAct)} · ${q.organization.name}`,
        ...(q.validUntil ? { aside: endsIn(daysLeft(q.validUntil)), ...(daysLeft(q.validUntil) <= 1 ? { tone: 'danger' as const } : {}) } : {}),
      })) })}
      empty="No quotation runs out this week."
      emptyAction={canAct ? { label: 'Request a quote', to: paths.quotationCreate() } : undefined}
      more={{ to: `${paths.quotations()}${buildQuery(filters)}`, label: 'All expiring' }}
    />
  );
}
