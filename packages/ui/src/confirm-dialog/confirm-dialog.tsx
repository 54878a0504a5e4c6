import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { runWithErrorModal } from '../error-modal';
import { FormActions } from '../form';
import { Modal } from '../modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Failures go to the error modal; the dialog closes either way. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone or takes effect at once (delete, remove, revoke, deactivate). */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await runWithErrorModal(onConfirm);
    setBusy(false);
    onClose();
  };
  return (
    <Modal open title={title} onClose={onClose}>
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Keep</Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>{confirmLabel}</Button>
      </FormActions>
    </Modal>
  );
}
