import { ESLint } from 'eslint';
import { WORKSPACE, join } from './compose-file';

/**
 * The boundary rules of eslint.config.mjs, tried on code that breaks them: a remote never
 * imports another remote or the shell, the shell never imports a remote's source, nothing
 * imports a package's internals.
 */
const eslint = new ESLint({ cwd: WORKSPACE });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(WORKSPACE, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('stops a remote importing another remote', async () => {
    const messages = await restrictedImports('mfe-bookings/src/x.ts', "import { routes } from '../../mfe-track/src/routes';\nexport { routes };\n");
    expect(messages.join()).toMatch(/never imports the shell or another remote/);
  });

  it('stops a remote importing the shell', async () => {
    const messages = await restrictedImports('mfe-quotations/src/x.ts', "export * from '@freightdeck/shell';\n");
    expect(messages).toHaveLength(1);
  });

  it("stops the shell importing a remote's source", async () => {
    const messages = await restrictedImports('shell/src/x.ts', "import { routes } from '../../mfe-bookings/src/routes';\nexport { routes };\n");
    expect(messages.join()).toMatch(/through federation/);
  });

  it("stops anyone importing a package's internals", async () => {
    const messages = await restrictedImports('mfe-reports/src/x.ts', "import { sessionStore } from '@freightdeck/auth/src/session';\nexport { sessionStore };\n");
    expect(messages.join()).toMatch(/src\/ is internal/);
  });

  it('stops contracts depending on React', async () => {
    const messages = await restrictedImports('packages/contracts/src/x.ts', "import { useState } from 'react';\nexport { useState };\n");
    expect(messages.join()).toMatch(/no React or Node/);
  });

  it('allows imports through the public entry points', async () => {
    const messages = await restrictedImports('mfe-bookings/src/x.ts', "import { paths } from '@freightdeck/contracts';\nimport { Button } from '@freightdeck/ui';\nexport { paths, Button };\n");
    expect(messages).toEqual([]);
  });
});
