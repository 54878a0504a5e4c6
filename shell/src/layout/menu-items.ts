import { PAGE_PERMISSIONS, paths, type PermissionRequirement } from '@freightdeck/contracts';
import type { IconName } from './icons';

export interface MenuItem {
  label: string;
  to: string;
  icon: IconName;
  /** Spec §6 page requirement: the item is hidden without it. */
  permission?: PermissionRequirement;
  /** Users: only for users of the primary organization (spec §2). */
  primaryOrganizationOnly?: boolean;
  badge?: string;
}

/** Spec §2: the menu, in order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: 'dashboard' },
  { label: 'Schedules', to: paths.schedules(), icon: 'schedules' },
  { label: 'Quotations', to: paths.quotations(), icon: 'quotations', permission: PAGE_PERMISSIONS.quotationView },
  { label: 'Bookings', to: paths.bookings(), icon: 'bookings', permission: PAGE_PERMISSIONS.bookingView },
  { label: 'Track & Trace', to: paths.trackAndTrace(), icon: 'track', permission: PAGE_PERMISSIONS.bookingView },
  { label: 'Organizations', to: paths.organizations(), icon: 'organizations', permission: PAGE_PERMISSIONS.organizationView },
  { label: 'Report', to: paths.reports(), icon: 'reports' },
  { label: 'Users', to: paths.users(), icon: 'users', permission: PAGE_PERMISSIONS.users, primaryOrganizationOnly: true },
  { label: 'Sustainability Report', to: paths.sustainabilityReport(), icon: 'leaf', badge: 'NEW' },
  { label: 'Profile', to: paths.profile(), icon: 'profile' },
];
