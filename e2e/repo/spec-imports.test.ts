import { readdirSync, readFileSync } from 'node:fs';
import { join } from './compose-file';

const TESTS = join(__dirname, '..', 'tests');

/**
 * Every e2e spec takes `test` from e2e/support/test.ts, whose automatic fixture fails a test
 * whose pages saw a Content-Security-Policy violation (docs/adr/017-hardening.md#security-headers).
 * A spec importing Playwright's own `test` would escape that check.
 */
describe('e2e specs', () => {
  const specs = readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'));

  it('are found', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  it.each(specs)('%s takes test from support/test.ts, not from @playwright/test', (name) => {
    const source = readFileSync(join(TESTS, name), 'utf8');
    expect(source).not.toMatch(/from '@playwright\/test'/);
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\.\/support\/test'/);
  });
});
