import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { PAGE_IDS, PAGES, PERMISSIONS } from '@freightdeck/contracts';
import { PAGE_LINK_TEMPLATE, PAGE_PATH_LITERAL, PERMISSION_LITERAL, ROUTE_PATTERN_LITERAL } from '@freightdeck/contracts/lint';
import { WORKSPACE, join } from './compose-file';

/**
 * docs/adr/010: a remote writes no permission string and no page path or route pattern; it
 * names them from the contracts tables. The lint rule (eslint.config.mjs) stops a new one; this
 * reads every remote source file outside its tests and proves there is none today.
 */

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(testing|test)\//.test(file);
/** A remote's API modules name /v1 endpoints, some spelled like pages (`/bookings`). */
const isApiModule = (file: string) => /(^|\/)api\//.test(file) || /(^|\/)api\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const remoteSources = readdirSync(WORKSPACE)
  .filter((name) => name.startsWith('mfe-'))
  .flatMap((remote) => sourceFiles(join(WORKSPACE, remote, 'src')))
  .map((path) => relative(WORKSPACE, path))
  .filter((file) => !isTest(file));

/** The string literals of a file, and the heads of its template literals, with their lines. */
function literals(file: string, text: string): { text: string; head: boolean; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; head: boolean; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, head: false, line: line() });
    else if (ts.isTemplateExpression(node)) found.push({ text: node.head.text, head: true, line: line() });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each forbidden literal of one remote source file, as `file:line 'literal'`. */
function forbiddenLiterals(file: string, text: string): string[] {
  const api = isApiModule(file);
  return literals(file, text)
    .filter(({ text: value, head }) => head
      ? !api && PAGE_LINK_TEMPLATE.test(value)
      : PERMISSION_LITERAL.test(value) || ROUTE_PATTERN_LITERAL.test(value) || (!api && PAGE_PATH_LITERAL.test(value)))
    .map(({ text: value, line }) => `${file}:${line} '${value}'`);
}

describe('route and permission literals in the remotes', () => {
  it('reads the remotes\' sources', () => {
    expect(remoteSources.length).toBeGreaterThan(100);
    expect(remoteSources).toContain('mfe-bookings/src/routes.tsx');
    expect(remoteSources.some(isTest)).toBe(false);
  });

  it('finds no permission string, page path or route pattern in any of them', () => {
    const found = remoteSources.flatMap((file) => forbiddenLiterals(file, readFileSync(join(WORKSPACE, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would find each kind of literal in a deliberately wrong file', () => {
    const wrong = [
      "export const view = { or: ['booking:own:view', 'booking:view'] };",
      "export const pattern = '/bookings/:id';",
      'export const link = (id: string) => `/bookings/${id}`;',
      'export const Users = () => <a href="/users">Users</a>;',
    ].join('\n');
    expect(forbiddenLiterals('mfe-bookings/src/x.tsx', wrong)).toEqual([
      "mfe-bookings/src/x.tsx:1 'booking:own:view'", "mfe-bookings/src/x.tsx:1 'booking:view'",
      "mfe-bookings/src/x.tsx:2 '/bookings/:id'", "mfe-bookings/src/x.tsx:3 '/bookings/'", "mfe-bookings/src/x.tsx:4 '/users'",
    ]);
  });

  it('lets an API module name its endpoints, but not a permission or a route pattern', () => {
    const endpoints = "export const LIST = '/bookings';\nexport const one = (id: string) => `/bookings/${id}`;\n";
    expect(forbiddenLiterals('mfe-bookings/src/features/list/api/get-bookings.ts', endpoints)).toEqual([]);
    expect(forbiddenLiterals('mfe-bookings/src/features/list/api.ts', "export const a = 'booking:view';\nexport const b = '/bookings/:id';\n"))
      .toEqual(["mfe-bookings/src/features/list/api.ts:1 'booking:view'", "mfe-bookings/src/features/list/api.ts:2 '/bookings/:id'"]);
  });

  it('follows the tables: every scoped permission and every page path but / is caught', () => {
    for (const permission of PERMISSIONS.filter((p) => p.includes(':'))) expect([permission, PERMISSION_LITERAL.test(permission)]).toEqual([permission, true]);
    for (const id of PAGE_IDS.filter((i) => PAGES[i].path !== '/')) {
      const { path } = PAGES[id];
      expect([path, PAGE_PATH_LITERAL.test(path) || ROUTE_PATTERN_LITERAL.test(path)]).toEqual([path, true]);
    }
    expect(['booking', 'organization', '/', '/v1/bookings', '/bookingsX'].filter((text) =>
      PERMISSION_LITERAL.test(text) || PAGE_PATH_LITERAL.test(text) || ROUTE_PATTERN_LITERAL.test(text))).toEqual([]);
  });
});

describe('the lint rule for route and permission literals', () => {
  const eslint = new ESLint({ cwd: WORKSPACE });

  async function restrictedSyntax(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(WORKSPACE, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }

  it('stops a remote writing a permission string', async () => {
    const messages = await restrictedSyntax('mfe-bookings/src/x.ts', "export const BOOKING_VIEW = { or: ['booking:own:view', 'booking:view'] };\n");
    expect(messages).toHaveLength(2);
    expect(messages.join()).toMatch(/writes no permission string/);
  });

  it('stops a remote writing a route pattern, even in an API module', async () => {
    expect((await restrictedSyntax('mfe-track/src/routes.tsx', "export const path = '/track-and-trace/:id';\n")).join()).toMatch(/no route pattern/);
    expect(await restrictedSyntax('mfe-track/src/features/t/api/x.ts', "export const path = `/track-and-trace/:id`;\n")).toHaveLength(1);
  });

  it('stops a remote writing a page path or building a link by hand', async () => {
    expect((await restrictedSyntax('mfe-quotations/src/x.tsx', 'export const A = () => <a href="/dashboard">Home</a>;\n')).join()).toMatch(/paths\.<page>\(\)/);
    expect(await restrictedSyntax('mfe-quotations/src/x.ts', 'export const link = (id: string) => `/quotations/${id}`;\n')).toHaveLength(1);
  });

  it("allows an API module's endpoints, ordinary words and the remotes' tests", async () => {
    expect(await restrictedSyntax('mfe-bookings/src/features/list/api/get-bookings.ts', "export const PATH = '/bookings';\n")).toEqual([]);
    expect(await restrictedSyntax('mfe-bookings/src/x.ts', "export const key = 'organization';\nexport const root = '/';\n")).toEqual([]);
    expect(await restrictedSyntax('mfe-bookings/src/x.test.ts', "export const held = ['booking:own:view'];\n")).toEqual([]);
    expect(await restrictedSyntax('mfe-bookings/src/testing/canned.ts', "export const url = '/bookings/:id';\n")).toEqual([]);
  });
});
