import { useState } from 'react';
import styled from 'styled-components';
import type { BookingRevision } from '@freightdeck/contracts';
import { Badge, Button, runWithErrorModal } from '@freightdeck/ui';
import { formatInstant } from '../../shared';
import { decideRevision } from '../api/booking';
import { ChangesTable } from '../components/changes-table';
import { Muted, Row } from '../components/details.styles';
import { RejectRevisionModal } from '../components/reject-revision-modal';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

const Item = styled.article`
  padding: ${({ theme }) => theme.spacing(1, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const STATUS = { REQUESTED: 'Requested', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;
const TONES = { REQUESTED: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

/** Changes asked for on a confirmed booking; staff approve (applies them) or reject with a reason. */
export function RevisionsSection({ booking, onChange }: SectionProps) {
  const [rejecting, setRejecting] = useState<BookingRevision | null>(null);
  const [busy, setBusy] = useState(false);
  const mayDecide = booking.allowedActions.includes('decideRevision');
  const approve = async (revision: BookingRevision) => {
    setBusy(true);
    const next = await runWithErrorModal(() => decideRevision(booking, revision.id, { status: 'APPROVED' }));
    setBusy(false);
    if (next) await onChange(next);
  };
  const revisions = [...booking.revisions].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return (
    <SectionCard title="Revisions">
      {revisions.length === 0 && <Muted>No revisions requested.</Muted>}
      {revisions.map((revision) => {
        const label = `Revision requested by ${revision.requestedBy.name} ${formatInstant(revision.requestedAt)}`;
        return (
          <Item key={revision.id} aria-label={label}>
            <Row>
              <Badge tone={TONES[revision.status]}>{STATUS[revision.status]}</Badge>
              <span>{label}</span>
            </Row>
            <ChangesTable mode={booking.mode} changes={revision.changes} label={`Requested changes by ${revision.requestedBy.name}`} />
            {revision.decidedBy && (
              <Muted>{STATUS[revision.status]} by {revision.decidedBy.name} {formatInstant(revision.decidedAt)}{revision.reason ? `: ${revision.reason}` : ''}</Muted>
            )}
            {mayDecide && revision.status === 'REQUESTED' && (
              <Row>
                <Button disabled={busy} onClick={() => void approve(revision)}>Approve</Button>
                <Button variant="danger" disabled={busy} onClick={() => setRejecting(revision)}>Reject</Button>
              </Row>
            )}
          </Item>
        );
      })}
      {rejecting && (
        <RejectRevisionModal booking={booking} revision={rejecting} onClose={() => setRejecting(null)} onChange={async (next) => { setRejecting(null); await onChange(next); }} />
      )}
    </SectionCard>
  );
}
