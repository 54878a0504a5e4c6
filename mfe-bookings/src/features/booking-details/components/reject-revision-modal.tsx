import type { BookingRevision } from '@freightdeck/contracts';
import { ReasonModal } from '@freightdeck/ui';
import { decideRevision } from '../api/booking';
import type { ActionModalProps } from '../types';

/** A rejection says why (RevisionDecisionSchema: at least 3 characters); the requester reads it in the revisions. */
export function RejectRevisionModal({ booking, revision, onChange, onClose }: ActionModalProps & { revision: BookingRevision }) {
  return (
    <ReasonModal
      title="Reject revision" requiredMessage="Say why the revision is rejected" minLength={3} maxLength={500}
      keepLabel="Close" confirmLabel="Reject revision" onClose={onClose}
      onSubmit={async (reason) => onChange(await decideRevision(booking, revision.id, { status: 'REJECTED', reason }))}
    />
  );
}
