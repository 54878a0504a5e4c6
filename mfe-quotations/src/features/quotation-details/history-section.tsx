import styled from 'styled-components';
import type { Quotation, QuotationHistoryEntry } from '@freightdeck/contracts';
import { Card, formatDate, relativeTime } from '@freightdeck/ui';
import { QUOTATION_STATUS_LABELS } from '../shared';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { padding: ${({ theme }) => theme.spacing(1, 0)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  p { margin: ${({ theme }) => theme.spacing(0.5, 0, 0)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const ACTION_LABELS: Readonly<Record<QuotationHistoryEntry['action'], string>> = {
  CREATED: 'Created', REQUESTED: 'Requested', PRICED: 'Priced', UPDATED: 'Updated', ISSUED: 'Issued', ACCEPTED: 'Accepted', DECLINED: 'Declined',
  EXPIRED: 'Expired', BOOKED: 'Booked', SHARE_LINK_CREATED: 'Share link created', SHARE_LINK_REVOKED: 'Share link revoked',
};

/** Every change, newest first: what, the status move, who (the system for the expiry sweep), when. */
export function HistorySection({ quotation }: { quotation: Quotation }) {
  const entries = [...quotation.history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card title="History" level={2}>
      <Entries aria-label="History">
        {entries.map((e) => (
          <li key={e.id}>
            <strong>{ACTION_LABELS[e.action]}</strong>
            {e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus && <> ({QUOTATION_STATUS_LABELS[e.fromStatus]} → {QUOTATION_STATUS_LABELS[e.toStatus]})</>}
            {' · '}{e.actor?.name ?? 'System'}{' · '}
            <time dateTime={e.at} title={relativeTime(e.at)}>{formatDate(e.at, 'dateTime')}</time>
            {e.note && <p>{e.note}</p>}
          </li>
        ))}
      </Entries>
    </Card>
  );
}
