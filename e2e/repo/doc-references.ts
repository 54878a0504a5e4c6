import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { WORKSPACE } from './compose-file';

/**
 * What a comment, a test name or a document may not cite: the product owner's documents (the
 * repository has docs/product.md and docs/adr instead) and issue numbers (the tracker is not in
 * the repository either). Each pattern names one kind; the test shows each on a wrong sample.
 */
export const FORBIDDEN_REFERENCES: readonly { kind: string; pattern: RegExp }[] = [
  { kind: "an owner's document", pattern: /\b(?:SPEC|DESIGN|DOMAIN|TOOLCHAIN|CONVENTIONS|DEVELOPERS)\.md\b/ },
  { kind: "an owner's document", pattern: /\bshared\/(?:SPEC|DESIGN|DOMAIN|TOOLCHAIN|CONVENTIONS|DEVELOPERS)\b/ },
  { kind: "an owner's document", pattern: /\bDEVELOPERS\b/ },
  // "spec §2", "Spec §4/§9", "DESIGN §5"; not "RFC 6238 §5.2".
  { kind: 'a section of the specification or design', pattern: /\b(?:spec|design)(?:'s)?\s*§/i },
  // "the spec's texts", "the spec"; not "api.spec.ts", "the OpenAPI spec" or "the spec file".
  { kind: 'the specification', pattern: /\bthe spec(?:'s)?\b(?![-\w])(?!\s+(?:files?|suites?|runs?|passes|fails)\b)/i },
  { kind: 'the design card', pattern: /\bdesign card\b/i },
  // "issue 5", "Issue #12", "issues 3 and 4"; not "each issue names a field".
  { kind: 'an issue number', pattern: /\bissues?\s*(?:no\.\s*)?#?\d/i },
  { kind: 'an issue', pattern: /\b(?:a|the) (?:later|next|previous|coming) issue\b/i },
];

/** The kinds of forbidden reference in one line of text. */
export function forbiddenReferences(line: string): string[] {
  return FORBIDDEN_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(({ kind }) => kind);
}

const SKIPPED = new Set(['pnpm-lock.yaml']);
const NOT_TRACKED = /(^|\/)(node_modules|dist|\.data|\.git|coverage|test-results|playwright-report)(\/|$)/;

function walk(dir: string): string[] {
  return readdirSync(join(WORKSPACE, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (NOT_TRACKED.test(path)) return [];
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** The repository's files (git ls-files; without git, the tree minus what git ignores). */
export function repositoryFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], { cwd: WORKSPACE, encoding: 'utf8', maxBuffer: 64 << 20 }).split('\0');
  } catch {
    files = walk('');
  }
  return files.filter((file) => file && !SKIPPED.has(file) && existsSync(join(WORKSPACE, file)) && statSync(join(WORKSPACE, file)).isFile());
}

/** A file's text, or null for a binary one (a NUL byte, or not UTF-8). */
export function textOf(file: string): string | null {
  const bytes = readFileSync(join(WORKSPACE, file));
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown document's headings (repeats get -1, -2 …; code blocks skipped). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const n = seen.get(slug) ?? 0;
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
    seen.set(slug, n + 1);
  }
  return anchors;
}

/** `docs/….md#anchor` and `docs/adr/NNN…` pointers in a text, as written. */
export function docPointers(text: string): string[] {
  return text.match(/\bdocs\/(?:[\w.-]+\/)*[\w.-]+\.md(?:#[\w-]+)?|\bdocs\/adr\/\d{3}(?:-[\w-]*[\w])?(?:#[\w-]+)?/g) ?? [];
}

/** Relative link targets of a Markdown text: `[text](../product/sessions.md#refresh)`. */
export function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z][a-z+.-]*:/i.test(target!)) links.push(target!);
    }
  }
  return links;
}

/**
 * Why a pointer leads nowhere, or null when its file (and heading) exist. `from` is the file a
 * Markdown link is relative to; other pointers are relative to the repository's root.
 * `docs/adr/010` names the ADR numbered 010, whatever its file is called.
 */
export function brokenPointer(pointer: string, from: string | null, read: (file: string) => string | null): string | null {
  const [target = '', anchor] = pointer.split('#');
  let file = normalize(target === '' && from ? from : join(from ? dirname(from) : '', target)).replace(/\\/g, '/');
  if (file.startsWith('..')) return `${pointer}: outside the repository`;
  const adrNumber = /^docs\/adr\/(\d{3})$/.exec(file)?.[1];
  if (adrNumber) {
    const named = readdirSync(join(WORKSPACE, 'docs/adr')).filter((name) => name.startsWith(`${adrNumber}-`));
    if (named.length !== 1) return `${pointer}: no ADR numbered ${adrNumber}`;
    file = `docs/adr/${named[0]}`;
  } else if (/^docs\/adr\/\d{3}-[\w-]+$/.test(file)) {
    file = `${file}.md`;
  }
  if (!existsSync(join(WORKSPACE, file))) return `${pointer}: no such file`;
  if (anchor === undefined) return null;
  const text = statSync(join(WORKSPACE, file)).isFile() ? read(file) : null;
  if (text === null || !headingAnchors(text).has(anchor)) return `${pointer}: ${file} has no heading #${anchor}`;
  return null;
}
