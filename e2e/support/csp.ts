import type { Page } from '@playwright/test';
import { e2ePort } from './server';

/** Where the development portal keeps the CSP violation reports browsers send it (docs/adr/017-hardening.md#security-headers). */
export const CSP_REPORTS_URL = () => `http://127.0.0.1:${e2ePort()}/v1/dev/csp-reports`;

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Records every Content-Security-Policy violation a page sees, from the page itself (the
 * `securitypolicyviolation` event, in every frame, before any script of the page runs). Read
 * `violations()` at the end of a test.
 */
export async function watchCsp(page: Page): Promise<{ violations: () => CspViolation[] }> {
  const seen: CspViolation[] = [];
  await page.exposeBinding('__freightdeckCspViolation', (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __freightdeckCspViolation: (v: unknown) => void }).__freightdeckCspViolation;
      report({ page: event.documentURI, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return { violations: () => [...seen] };
}

/** The reports the portal received during this run: every page every test opened. */
export async function receivedCspReports(): Promise<unknown[]> {
  const response = await fetch(CSP_REPORTS_URL());
  if (!response.ok) throw new Error(`${CSP_REPORTS_URL()} answered ${response.status}`);
  return ((await response.json()) as { reports: unknown[] }).reports;
}
