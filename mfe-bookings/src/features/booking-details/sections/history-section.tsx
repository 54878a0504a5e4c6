import styled from 'styled-components';
import { BOOKING_STATUS_LABELS, type BookingHistoryEntry } from '@freightdeck/contracts';
import { formatInstantsIn, relativeTime } from '@freightdeck/ui';
import { formatInstant } from '../../shared';
import { ChangesTable } from '../components/changes-table';
import { Muted } from '../components/details.styles';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li { padding: ${({ theme }) => theme.spacing(1, 0)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const ACTION_LABELS: Record<BookingHistoryEntry['action'], string> = {
  CREATED: 'Created', UPDATED: 'Updated', CONFIRMED: 'Confirmed', DEPARTED: 'Departed', ARRIVED: 'Arrived', DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled', REVISION_REQUESTED: 'Revision requested', REVISION_APPROVED: 'Revision approved', REVISION_REJECTED: 'Revision rejected',
  RECEIPT_CONFIRMED: 'Receipt confirmed', DOCUMENT_ADDED: 'Document added', DOCUMENT_REMOVED: 'Document removed',
  DATA_LOGGER_ADDED: 'Data logger added', DATA_LOGGER_REMOVED: 'Data logger removed', SHARE_LINK_CREATED: 'Share link created', SHARE_LINK_REVOKED: 'Share link revoked',
};

/** Who: the actor, or staff "on behalf of" the actor while impersonating; null is the system or a consignee. */
export function actorText(entry: Pick<BookingHistoryEntry, 'actor' | 'impersonatedBy'>): string {
  const actor = entry.actor?.name ?? 'System';
  return entry.impersonatedBy ? `${entry.impersonatedBy.name} on behalf of ${actor}` : actor;
}

export function HistorySection({ booking }: Pick<SectionProps, 'booking'>) {
  const entries = [...booking.history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title="Status history">
      {entries.length === 0 && <Muted>Nothing recorded yet.</Muted>}
      <Entries>
        {entries.map((entry) => (
          <li key={entry.id}>
            <strong>{ACTION_LABELS[entry.action]}</strong>
            {entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus && (
              <> ({BOOKING_STATUS_LABELS[entry.fromStatus]} → {BOOKING_STATUS_LABELS[entry.toStatus]})</>
            )}
            {' · '}{actorText(entry)}{' · '}
            <time dateTime={entry.at} title={relativeTime(entry.at)}>{formatInstant(entry.at)}</time>
            {entry.note && <Muted>{formatInstantsIn(entry.note)}</Muted>}
            <ChangesTable mode={booking.mode} changes={entry.changes} label={`Changes: ${ACTION_LABELS[entry.action]} ${formatInstant(entry.at)}`} />
          </li>
        ))}
      </Entries>
    </SectionCard>
  );
}
