import { errorMessage } from '@freightdeck/contracts';

/**
 * The global error modal's state (docs/product/errors.md#where-errors-show). A module singleton,
 * not React context: `ui` is a shared singleton at run time, so a remote's page (inside the shell's
 * tree or not) reaches the one modal the shell renders.
 */
type Listener = () => void;

export interface ShownError {
  id: number;
  message: string;
  code: string | null;
}

// Handled elsewhere: an expired session sends the user to sign in
// (docs/product/errors.md#where-errors-show), an aborted call was cancelled on purpose.
const SILENT_CODES = new Set(['INVALID_REFRESH_TOKEN']);

let current: ShownError | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const fn of [...listeners]) fn();
}

export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

export const errorModal = {
  /** Shows the mapped message of the error's code; unknown codes get the unknown-error text. */
  show(error: unknown): void {
    if ((error as Error | null)?.name === 'AbortError') return;
    const code = errorCode(error);
    if (code && SILENT_CODES.has(code)) return;
    current = { id: nextId++, message: errorMessage(code), code };
    emit();
  },
  dismiss(): void {
    current = null;
    emit();
  },
  current(): ShownError | null {
    return current;
  },
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
};

/**
 * Runs an action under the global handler: its failure shows the error modal and resolves
 * `undefined` (the caller goes on as after a cancelled action).
 */
export async function runWithErrorModal<T>(action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch (error) {
    errorModal.show(error);
    return undefined;
  }
}
