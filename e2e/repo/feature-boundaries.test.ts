import { ESLint } from 'eslint';
import { WORKSPACE, join } from './compose-file';

/**
 * The feature rule of eslint.config.mjs (packages/dev-shell/eslint/feature-boundaries.mjs), tried on code
 * that breaks it: a remote's feature imports only itself, features/shared and packages; its
 * tests and testing helpers may also use the remote's src/testing and exposed entries.
 */
const eslint = new ESLint({ cwd: WORKSPACE });

async function featureImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(WORKSPACE, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'feature-boundaries/imports').map((m) => m.message);
}

describe('feature boundaries', () => {
  it("stops a feature importing another feature's internals", async () => {
    const messages = await featureImports(
      'mfe-bookings/src/features/booking-drafts/drafts-table.tsx',
      "import { STEPS } from '../booking-create/validation';\nexport { STEPS };\n",
    );
    expect(messages.join()).toMatch(/imports '\.\.\/booking-create\/validation' from feature 'booking-create'/);
  });

  it('stops it from a nested folder, in a dynamic import and in a re-export, in every remote', async () => {
    const file = 'mfe-organizations/src/features/organizations/details/users/users-section.tsx';
    expect(await featureImports(file, "export { UserStatusBadge } from '../../../users/list/user-status-badge';\n")).toHaveLength(1);
    expect(await featureImports(file, "export const load = () => import('../../../registrations/registrations-page');\n")).toHaveLength(1);
    expect(await featureImports('mfe-reports/src/features/reports/x.ts', "export * from '../sustainability/y';\n")).toHaveLength(1);
  });

  it('stops features/shared importing a feature', async () => {
    const messages = await featureImports('mfe-bookings/src/features/shared/x.ts', "export { BookingCreate } from '../booking-create/booking-create';\n");
    expect(messages.join()).toMatch(/from feature 'booking-create'/);
  });

  it("stops feature code reaching the remote's files outside src/features", async () => {
    const messages = await featureImports('mfe-bookings/src/features/bookings-list/x.ts', "export { routes } from '../../routes';\n");
    expect(messages.join()).toMatch(/from outside src\/features/);
  });

  it('allows the feature itself, features/shared and packages', async () => {
    const code = [
      "import { Button } from '@freightdeck/ui';",
      "import { formatRoute } from '../../shared';",
      "import { STEPS } from '../validation';",
      "import { draft } from '../testing/draft-values';",
      'export { Button, formatRoute, STEPS, draft };',
      '',
    ].join('\n');
    expect(await featureImports('mfe-bookings/src/features/booking-create/steps/x.tsx', code)).toEqual([]);
  });

  it("lets tests and testing helpers use the remote's src/testing and entries", async () => {
    const code = "import { renderBookings } from '../../testing/fake-api';\nimport { routes } from '../../routes';\nexport { renderBookings, routes };\n";
    expect(await featureImports('mfe-bookings/src/features/booking-drafts/x.test.tsx', code)).toEqual([]);
    expect(await featureImports('mfe-bookings/src/features/booking-public/testing.tsx', code)).toEqual([]);
    const nested = "import { stubApi } from '../../../testing/fake-api';\nexport { stubApi };\n";
    expect(await featureImports('mfe-organizations/src/features/users/testing/users-api.ts', nested)).toEqual([]);
  });

  it('leaves files outside a feature to the other boundary rules', async () => {
    const code = "import { draft } from '../features/booking-create/testing/draft-values';\nexport { draft };\n";
    expect(await featureImports('mfe-bookings/src/testing/canned-create.ts', code)).toEqual([]);
  });
});
