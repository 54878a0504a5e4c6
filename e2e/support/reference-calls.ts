import type { Page } from '@playwright/test';

/**
 * Records the reference-data calls a page makes (`hash`, `airports`, `calling-codes`…);
 * `take()` returns those since the last take, sorted, and forgets them.
 */
export function referenceRequests(page: Page): { take: () => string[] } {
  const list: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/references/')) list.push(pathname.slice('/v1/references/'.length));
  });
  return { take: () => list.splice(0).sort() };
}

/** Waits until the shell has stored the reference data of this session and gone quiet. */
export async function untilReferencesStored(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('freightdeck/references/hash') !== null);
  await page.waitForLoadState('networkidle');
}
