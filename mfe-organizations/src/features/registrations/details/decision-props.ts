import type { Registration } from '@freightdeck/contracts';
import { errorCode, errorModal } from '@freightdeck/ui';

/** What the approve and reject dialogs get from the details page. */
export interface DecisionProps {
  registration: Registration;
  /** The registration as the server answered the decision. */
  onDecided: (next: Registration) => void;
  /** Someone else decided first (409): the page reloads the registration. */
  onStale: () => void;
  onClose: () => void;
}

/** A failed decision: the error modal says why; a decision taken meanwhile by someone else is reloaded. */
export function showDecisionError(error: unknown, onStale: () => void): void {
  errorModal.show(error);
  if (errorCode(error) === 'INVALID_STATUS_TRANSITION') onStale();
}
