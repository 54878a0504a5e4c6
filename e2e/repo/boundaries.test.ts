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

describe('the shared router', () => {
  it('allows the curated react-router-dom names', async () => {
    const messages = await restrictedImports('mfe-track/src/x.tsx', "import { Link, useParams, type Location } from 'react-router-dom';\nexport { Link, useParams };\nexport type L = Location;\n");
    expect(messages).toEqual([]);
  });

  it('refuses a react-router-dom name the shared entry does not carry', async () => {
    const messages = await restrictedImports('mfe-track/src/x.tsx', "import { useFetcher } from 'react-router-dom';\nexport { useFetcher };\n");
    expect(messages.join()).toMatch(/router-exports\.js/);
  });

  it('refuses react-router itself, which would be a second copy', async () => {
    const messages = await restrictedImports('shell/src/x.tsx', "import { Link } from 'react-router';\nexport { Link };\n");
    expect(messages.join()).toMatch(/second copy/);
  });
});
