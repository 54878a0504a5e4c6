import { MENU, type PermissionRequirement } from '@freightdeck/contracts';
import type { IconName } from './icons';

export interface MenuItem {
  label: string;
  to: string;
  icon: IconName;
  /** The page requirement: the item is hidden without it. */
  permission?: PermissionRequirement;
  /** Only for users of the primary organization. */
  primaryOrganizationOnly?: boolean;
  badge?: string;
}

/** The left menu, in order, from the page table (contracts MENU). */
export const MENU_ITEMS: readonly MenuItem[] = MENU.map(({ label, path, icon, requirement, primaryOrganizationOnly, badge }) => ({
  label, to: path, icon, permission: requirement, primaryOrganizationOnly, badge,
}));
