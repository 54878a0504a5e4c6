import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { ESLint } from 'eslint';
import { WORKSPACE, join } from './compose-file';

/**
 * The API's module rule (docs/adr/011-api-module-boundaries.md), tried on imports that break it,
 * and the workspace's cycle check (dependency-cruiser in `pnpm lint`) tried on files that loop.
 */
const eslint = new ESLint({ cwd: WORKSPACE });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(WORKSPACE, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const API = 'packages/api/src';

describe('API modules import one way', () => {
  it('stops a module importing a file inside another module', async () => {
    const messages = await restrictedImports(`${API}/modules/bookings/x.ts`, "import { userRepository } from '../users/repository';\nexport { userRepository };\n");
    expect(messages.join()).toMatch(/through its public entry, '\.\.\/<module>'/);
  });

  it('stops a module importing the composition root or the app', async () => {
    const messages = await restrictedImports(`${API}/modules/bookings/x.ts`, "import { createServices } from '../../composition/services';\nimport { buildApp } from '../../app';\nexport { createServices, buildApp };\n");
    expect(messages).toHaveLength(2);
    expect(messages.join()).toMatch(/never imports the composition root/);
  });

  it('stops lib and plugins importing a module', async () => {
    const fromLib = await restrictedImports(`${API}/lib/x.ts`, "import { personName } from '../modules/users';\nexport { personName };\n");
    const fromPlugin = await restrictedImports(`${API}/plugins/x.ts`, "import type { AuthService } from '../modules/auth/service';\nexport type { AuthService };\n");
    expect(fromLib.join()).toMatch(/import no module/);
    expect(fromPlugin.join()).toMatch(/import no module/);
  });

  it('stops the composition root and the seed reaching inside a module', async () => {
    const composition = await restrictedImports(`${API}/composition/x.ts`, "import { createAuthService } from '../modules/auth/service';\nexport { createAuthService };\n");
    const seed = await restrictedImports(`${API}/seed/demo-bookings/x.ts`, "import { bookingAccess } from '../../modules/bookings/access';\nexport { bookingAccess };\n");
    expect(composition.join()).toMatch(/public entry \(modules\/<name>/);
    expect(seed.join()).toMatch(/public entry \(modules\/<name>/);
  });

  it("allows a module's own files, another module's index, and lib", async () => {
    const messages = await restrictedImports(`${API}/modules/bookings/x.ts`,
      "import { personRefs } from '../users';\nimport { errors } from '../../lib/app-error';\nimport { bookingAccess } from './access';\nexport { personRefs, errors, bookingAccess };\n");
    expect(messages).toEqual([]);
  });
});

/** Runs the workspace's cycle check (the config `pnpm lint` uses) on a folder of files. */
function checkCycles(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fd-cycles-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const result = spawnSync(join(WORKSPACE, 'node_modules/.bin/depcruise'),
      ['--config', join(WORKSPACE, '.dependency-cruiser.cjs'), '--no-cache', '--output-type', 'err', '.'], { cwd: dir, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the cycle check', () => {
  it('runs in pnpm lint with the workspace config', () => {
    const { scripts } = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toMatch(/depcruise --config \.dependency-cruiser\.cjs .* \.$/);
  });

  it('fails on a loop made of type-only imports', () => {
    const { status, output } = checkCycles({
      'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycle: a\.ts/);
  });

  it('fails on two modules that import each other through their index files', () => {
    const { status, output } = checkCycles({
      'modules/users/index.ts': "export { userName } from './service';\n",
      'modules/users/service.ts': "import { bookingCount } from '../bookings';\nexport const userName = (id: string) => `${id} (${bookingCount(id)})`;\n",
      'modules/bookings/index.ts': "export { bookingCount } from './service';\n",
      'modules/bookings/service.ts': "import type { userName } from '../users';\nexport const bookingCount = (id: string): number => id.length;\nexport type Namer = typeof userName;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-cycle/);
  });

  it('passes files that import one way', () => {
    const { status, output } = checkCycles({
      'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
      'b.ts': 'export interface B { name: string }\n',
    });
    expect(output).toMatch(/no dependency violations/);
    expect(status).toBe(0);
  });
});
