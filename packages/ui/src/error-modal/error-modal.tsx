import { useCallback, useSyncExternalStore } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { errorModal } from './error-store';
import { Actions, Message } from './error-modal.styles';

const current = () => errorModal.current();

/**
 * The one error modal of the portal (docs/product/errors.md#where-errors-show): "Error", the mapped
 * message, OK. The shell (and the dev shell) render it once; anything calls `errorModal.show` or
 * `useErrorHandler`.
 */
export function ErrorModalHost() {
  const shown = useSyncExternalStore(errorModal.subscribe, current, current);
  return (
    <Modal open={shown !== null} title="Error" onClose={errorModal.dismiss} role="alertdialog" aria-describedby={shown ? `error-modal-${shown.id}` : undefined}>
      <Message id={shown ? `error-modal-${shown.id}` : undefined}>{shown?.message}</Message>
      <Actions>
        <Button onClick={errorModal.dismiss}>OK</Button>
      </Actions>
    </Modal>
  );
}

/** `const onError = useErrorHandler(); … catch (e) { onError(e) }`: the global handler. */
export function useErrorHandler(): (error: unknown) => void {
  return useCallback((error: unknown) => errorModal.show(error), []);
}
