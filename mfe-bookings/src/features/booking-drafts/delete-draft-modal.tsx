import { useState } from 'react';
import { Button, errorModal, FormActions, Modal } from '@freightdeck/ui';
import { deleteDraft, type DraftItem } from './api';

export interface DeleteDraftModalProps {
  draft: DraftItem;
  onDeleted: () => void;
  onClose: () => void;
}

/** Asks before a draft is deleted: there is no undo. */
export function DeleteDraftModal({ draft, onDeleted, onClose }: DeleteDraftModalProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteDraft(draft.id);
      onDeleted();
    } catch (error) {
      errorModal.show(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="Delete this draft?" onClose={onClose}>
      <p>“{draft.title}” will be deleted. This cannot be undone.</p>
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Keep it</Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>{busy ? 'Deleting…' : 'Delete draft'}</Button>
      </FormActions>
    </Modal>
  );
}
