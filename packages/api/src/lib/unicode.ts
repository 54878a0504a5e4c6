import type { FieldIssue } from '@freightdeck/contracts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string is text PostgreSQL and JSON can hold as sent: no NUL (PostgreSQL refuses
 * 0x00 in text) and no lone UTF-16 surrogate (refused in jsonb, silently turned into U+FFFD in
 * text).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

function describe(value: string): string {
  return value.includes('\u0000') ? 'must not contain a NUL character' : 'must be valid Unicode text (a lone surrogate is not)';
}

const MAX_DEPTH = 64;

/**
 * Every string in a parsed request part (keys included) that is not storable text, as the
 * `{ path, message }` issues of a 400 VALIDATION_ERROR. `prefix` names the part (`query`,
 * `params`, '' for the body) as the error handler does. Stops at the first few issues.
 */
export function unstorableStrings(input: unknown, prefix: string, limit = 10): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const name = (parts: string[]) => [prefix, ...parts].filter(Boolean).join('.') || 'body';
  const walk = (value: unknown, parts: string[], depth: number): void => {
    if (issues.length >= limit || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (!isStorableText(value)) issues.push({ path: name(parts), message: describe(value) });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...parts, String(index)], depth + 1));
      return;
    }
    if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const shown = isStorableText(key) ? key : JSON.stringify(key);
        if (!isStorableText(key)) issues.push({ path: name([...parts, shown]), message: `its name ${describe(key)}` });
        walk(item, [...parts, shown], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return issues;
}
