import {
  brokenPointer, docPointers, forbiddenReferences, headingAnchors, headingSlug, markdownLinks, repositoryFiles, textOf,
} from './doc-references';

/**
 * The repository explains itself: comments, test names and documents cite docs/product.md and
 * docs/adr, never a document a person who clones the repository does not have, nor an issue
 * number; and every pointer into docs/ leads to a file and a heading that exist. This file and
 * its helper hold the deliberately wrong samples, so the scan leaves them out.
 */
const SELF = new Set(['e2e/repo/doc-references.test.ts', 'e2e/repo/doc-references.ts']);

const texts = new Map<string, string | null>();
const read = (file: string): string | null => {
  if (!texts.has(file)) texts.set(file, textOf(file));
  return texts.get(file)!;
};
const files = repositoryFiles().filter((file) => !SELF.has(file) && read(file) !== null);

describe('references to documents outside the repository', () => {
  it('reads every text file of the repository', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/product.md', 'shell/src/app/app-routes.tsx', 'eslint.config.mjs']));
    expect(files).not.toContain('pnpm-lock.yaml');
  });

  it('finds none in any of them', () => {
    const found = files.flatMap((file) => read(file)!.split('\n').flatMap((line, i) => {
      const kinds = forbiddenReferences(line);
      return kinds.length ? [`${file}:${i + 1} ${kinds.join(', ')}: ${line.trim().slice(0, 100)}`] : [];
    }));
    expect(found).toEqual([]);
  });

  it.each([
    '// See SPEC.md for the menu.',
    ' * the boundary rules of DESIGN.md and CONVENTIONS.md',
    '// Cargo facts (DOMAIN.md)',
    '# No packageManager pin (see TOOLCHAIN.md).',
    '// See shared/TOOLCHAIN for the pitfalls.',
    "/** Flags for Chromium (see the project's DEVELOPERS notes). */",
    '/** Spec §2: the 404 page. */',
    "describe('two-factor modal (spec §5, §9)', () => {",
    '// Ours (DESIGN §7): the browser wording.',
    "it('shows the spec texts', () => {",
    "/** The spec's permission strings, in the spec's order. */",
    'Status: accepted (issue 2)',
    '/** Issue 6: organizations and their network. */',
    '// Down to 5 s so tests can watch a token expire (issue #3).',
    '/** Without a password the user is INVITED until they activate (a later issue). */',
    'The top level holds exactly what the design card names.',
  ])('flags a deliberately wrong line: %s', (line) => {
    expect(forbiddenReferences(line)).not.toEqual([]);
  });

  it.each([
    '// docs/product/permissions.md#matching-rule: a held permission covers a required one when…',
    "test('GET /v1/openapi.json is the OpenAPI spec', async () => {",
    "    const spec = await request.get('/v1/openapi.json');",
    'e2e/tests/two-factor.spec.ts and the spec file it imports',
    '/** RFC 4226 §5.3: HMAC of the 8-byte counter. */',
    '  for (const issue of error.issues) {',
    '/** The fields naming a place the reference data does not know, each as a validation issue. */',
    '- **Two-factor.** A login of a user with 2FA on always issues a fresh challenge',
    "  issues: [{ path: 'email', message: 'Invalid email' }],",
    'The design of the list: specs of each column (see docs/adr/008).',
  ])('passes a legitimate line: %s', (line) => {
    expect(forbiddenReferences(line)).toEqual([]);
  });
});

describe('pointers into docs/', () => {
  it('lead to files and headings that exist, from any file', () => {
    const broken = files.flatMap((file) => docPointers(read(file)!)
      .map((pointer) => brokenPointer(pointer, null, read))
      .filter((problem): problem is string => problem !== null)
      .map((problem) => `${file}: ${problem}`));
    expect(broken).toEqual([]);
  });

  it("lead to files and headings that exist, as the Markdown documents' relative links", () => {
    const broken = files.filter((file) => file.endsWith('.md')).flatMap((file) => markdownLinks(read(file)!)
      .map((link) => brokenPointer(link, file, read))
      .filter((problem): problem is string => problem !== null)
      .map((problem) => `${file}: ${problem}`));
    expect(broken).toEqual([]);
  });

  it('are cited from the code: the check has something to check', () => {
    const cited = new Set(files.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file)).flatMap((file) => docPointers(read(file)!)));
    expect(cited.size).toBeGreaterThan(50);
    expect(cited).toContain('docs/product/permissions.md#matching-rule');
  });

  it('make GitHub anchors of headings', () => {
    expect(headingSlug('Not-found page')).toBe('not-found-page');
    expect(headingSlug('Users (`/v1/users`)')).toBe('users-v1users');
    expect(headingSlug('013 — Toolchain: the versions pinned')).toBe('013--toolchain-the-versions-pinned');
    expect([...headingAnchors('# A\n## Tests\n```\n# not a heading\n```\n## Tests\n')]).toEqual(['a', 'tests', 'tests-1']);
  });

  it.each([
    ['docs/product/permissions.md#matching-rule', null],
    ['docs/adr/010', null],
    ['docs/adr/013-toolchain.md#tests', null],
    ['docs/product/permissions.md#no-such-heading', 'has no heading #no-such-heading'],
    ['docs/product/nowhere.md', 'no such file'],
    ['docs/adr/099', 'no ADR numbered 099'],
    ['docs/adr/013-tool-chain.md', 'no such file'],
  ])('reads %s from the root: %s', (pointer, problem) => {
    const found = brokenPointer(pointer, null, read);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it.each([
    ['../adr/007-sign-in-security.md', 'docs/product/sessions.md', null],
    ['sessions.md#refresh', 'docs/product/api.md', null],
    ['#impersonation', 'docs/product/sessions.md', null],
    ['product/screens.md#menu', 'docs/product.md', null],
    ['#nowhere', 'docs/product/sessions.md', 'has no heading #nowhere'],
    ['../../../elsewhere.md', 'docs/product/api.md', 'outside the repository'],
  ])('reads the link %s from %s: %s', (link, from, problem) => {
    const found = brokenPointer(link, from, read);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('finds the pointers and links a text holds', () => {
    expect(docPointers('see docs/adr/005, docs/product/screens.md#menu and docs/adr/011-api-module-boundaries.md.'))
      .toEqual(['docs/adr/005', 'docs/product/screens.md#menu', 'docs/adr/011-api-module-boundaries.md']);
    expect(markdownLinks('[ADR](../adr/001-x.md) [site](https://example.com) [top](#a)\n```\n[code](x.md)\n```'))
      .toEqual(['../adr/001-x.md', '#a']);
  });
});
