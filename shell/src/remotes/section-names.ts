import { PAGE_IDS, PAGES } from '@freightdeck/contracts';

/**
 * The name a user knows a remote's section by, for "<Section> is unavailable": the title of the
 * remote's page at the section's own path (the menu's words, from the page table).
 */
const SECTION_NAMES = new Map<string, string>(PAGE_IDS.filter((id) => PAGES[id].owner !== 'shell').map((id) => [PAGES[id].path, PAGES[id].title]));

export function sectionName(pathname: string): string {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return SECTION_NAMES.get(first) ?? 'This section';
}
