import type { BrowserContext } from '@playwright/test';
import { e2ePort } from './server';

/** Where the development portal keeps the CSP violation reports browsers send it (docs/adr/017-hardening.md#security-headers). */
export const CSP_REPORTS_URL = () => `http://127.0.0.1:${e2ePort()}/v1/dev/csp-reports`;

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

const BINDING = '__freightdeckCspViolation';

/**
 * Records every Content-Security-Policy violation any page of a browser context sees, from the
 * page itself (the `securitypolicyviolation` event, in every frame, before any script of the page
 * runs), into `seen`. The e2e `test` (support/test.ts) watches every context a test opens this way.
 */
export async function watchContextCsp(context: BrowserContext, seen: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({ page: event.documentURI, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  }, BINDING);
}

/** The reports the portal received during this run: every page every test opened. */
export async function receivedCspReports(): Promise<unknown[]> {
  const response = await fetch(CSP_REPORTS_URL());
  if (!response.ok) throw new Error(`${CSP_REPORTS_URL()} answered ${response.status}`);
  return ((await response.json()) as { reports: unknown[] }).reports;
}
