import { useState } from 'react';
import { Button, FormActions, Modal, runWithErrorModal } from '@freightdeck/ui';
import { reactivateOrganization } from '../../api/organizations';
import type { OrganizationModalProps } from '../modal-props';
import { reloadingOnConflict } from './reload-on-conflict';

/** Reactivating gives the organization's users their roles back. */
export function ReactivateDialog({ organization, onChange, onClose }: OrganizationModalProps) {
  const [busy, setBusy] = useState(false);
  const reactivate = async () => {
    setBusy(true);
    const next = await runWithErrorModal(() => reloadingOnConflict(reactivateOrganization(organization.id), () => onChange()));
    setBusy(false);
    if (next) await onChange(next);
    else onClose();
  };
  return (
    <Modal open title={`Reactivate ${organization.name}`} onClose={onClose}>
      <p>Its users get back what their roles in this organization give them.</p>
      {organization.suspendedReason && <p>It was suspended because: {organization.suspendedReason}</p>}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button disabled={busy} onClick={() => void reactivate()}>Reactivate organization</Button>
      </FormActions>
    </Modal>
  );
}
