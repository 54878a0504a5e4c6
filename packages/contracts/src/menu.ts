import { PAGE_IDS, PAGES, type PageDefinition, type PageId, type PageMenuItem } from './pages';
import type { PermissionRequirement } from './permissions';

/** A left-menu item: the page's menu entry with its title as the label, its path and requirement. */
export interface MenuEntry extends PageMenuItem {
  page: PageId;
  label: string;
  /** A page with a menu item has no parameters: its pattern is its link. */
  path: string;
  requirement?: PermissionRequirement;
}

/** The left menu, in order (the shell shows the items the user may open). */
export const MENU: readonly MenuEntry[] = PAGE_IDS.flatMap((id): MenuEntry[] => {
  const { menu, title, path, requirement }: PageDefinition = PAGES[id];
  return menu ? [{ ...menu, page: id, label: title, path, ...(requirement === undefined ? {} : { requirement }) }] : [];
}).sort((a, b) => a.order - b.order);
