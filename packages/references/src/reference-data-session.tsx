import { useEffect, type ReactNode } from 'react';
import { useReferenceStatus } from './hooks';
import { clearReferenceData, loadReferenceData } from './reference-data';

let pendingClear: ReturnType<typeof setTimeout> | null = null;

/**
 * Reference data around the protected shell (docs/product/reference-data.md#loading-and-caching):
 * at its start, one hash check and a download of the sets whose hash changed; when it is left
 * (sign-out), the stored data is cleared. A failed load is thrown during render so the shared error
 * boundary shows it (docs/product/screens.md#error-screen). The children render meanwhile: pages
 * that need no reference data do not wait.
 */
export function ReferenceDataSession({ children }: { children?: ReactNode }) {
  useEffect(() => {
    if (pendingClear) clearTimeout(pendingClear);
    pendingClear = null;
    loadReferenceData().catch(() => undefined); // the error is in the status
    return () => {
      // Deferred: a remount in the same tick (React StrictMode, a layout swap) keeps the data.
      pendingClear = setTimeout(() => {
        pendingClear = null;
        clearReferenceData();
      }, 0);
    };
  }, []);
  const { status, error } = useReferenceStatus();
  if (status === 'error') throw error instanceof Error ? error : new Error('The reference data could not be loaded');
  return <>{children}</>;
}
