import axe from 'axe-core';

/**
 * The accessibility rules axe can check in jsdom, as readable lines (empty when clean).
 * Colour contrast needs a real layout engine: the e2e suite checks it in Chromium.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
