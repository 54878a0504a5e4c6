import { ReasonModal } from '@freightdeck/ui';
import { suspendOrganization } from '../../api/organizations';
import type { OrganizationModalProps } from '../modal-props';
import { reloadingOnConflict } from './reload-on-conflict';

/** Suspending needs a reason: the organization's users lose what their roles there give them until it is reactivated. */
export function SuspendModal({ organization, onChange, onClose }: OrganizationModalProps) {
  return (
    <ReasonModal
      title={`Suspend ${organization.name}`} formLabel="Suspend organization" requiredMessage="Say why the organization is suspended" maxLength={500}
      keepLabel="Keep active" confirmLabel="Suspend organization" onClose={onClose}
      onSubmit={async (reason) => onChange(await reloadingOnConflict(suspendOrganization(organization.id, { reason }), () => onChange()))}
    >
      Its users keep their accounts but lose what their roles in this organization give them until it is reactivated.
    </ReasonModal>
  );
}
