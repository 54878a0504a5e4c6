import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from './api-error';

/**
 * Whether a failed load is worth trying again: not a refusal (any 4xx: the same request gets the
 * same answer: a booking that is not found stays not found), only a server error (5xx), a call
 * that never reached the server, or anything else thrown on the way.
 */
export function shouldRetryLoad(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * The SWR rules every page of the portal loads with, the shell's and every remote's alike (a
 * remote uses the shell's `swr` singleton, so the shell's provider is its provider):
 * docs/product/errors.md#loading-errors.
 */
export const SWR_DEFAULTS: SWRConfiguration = {
  shouldRetryOnError: shouldRetryLoad,
};

/** Wraps the app (the shell, the dev shell) in {@link SWR_DEFAULTS}. */
export function ApiSWRConfig({ children }: { children?: ReactNode }) {
  return <SWRConfig value={SWR_DEFAULTS}>{children}</SWRConfig>;
}
