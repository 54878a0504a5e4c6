import { useState, type ReactNode } from 'react';
import { Button, FormActions, Modal, runWithErrorModal } from '@freightdeck/ui';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Failures go to the error modal; the dialog closes either way. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone (remove a contact or a partner). */
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
