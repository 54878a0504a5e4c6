import { receivedCspReports } from './csp';

/**
 * Global teardown of the e2e run: fails it when any page of any test violated the
 * Content-Security-Policy (the portal collects the browsers' reports; docs/adr/017-hardening.md#security-headers).
 * Runs before the portal is stopped.
 */
export default async function failOnCspViolations(): Promise<void> {
  const reports = await receivedCspReports();
  if (reports.length === 0) return;
  const lines = reports.slice(0, 20).map((r) => JSON.stringify(r));
  throw new Error(`${reports.length} Content-Security-Policy violation(s) during the e2e run:\n${lines.join('\n')}`);
}
