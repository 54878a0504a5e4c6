import { ReasonModal } from '@freightdeck/ui';
import { rejectRegistration } from '../api/registrations';
import { showDecisionError, type DecisionProps } from './decision-props';

/** A rejection says why (RejectRegistrationRequestSchema: at least 3 characters); the applicant is e-mailed the reason. */
export function RejectModal({ registration, onDecided, onStale, onClose }: DecisionProps) {
  return (
    <ReasonModal
      title="Reject application" formLabel="Reject application" requiredMessage="Say why the application is rejected" minLength={3} maxLength={1000}
      keepLabel="Keep pending" confirmLabel="Reject application" onClose={onClose}
      onSubmit={async (reason) => {
        onDecided(await rejectRegistration(registration.id, reason));
        onClose();
      }}
      onError={(error) => {
        showDecisionError(error, onStale);
        onClose();
      }}
    >
      {registration.administrator.email} is e-mailed that the application of {registration.company.name} was rejected, with this reason.
    </ReasonModal>
  );
}
