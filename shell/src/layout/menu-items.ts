import { paths, type PermissionRequirement } from '@freightdeck/contracts';
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

const BOOKING_VIEW = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };

/** Spec §2: the menu, in order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Dashboard', to: paths.dashboard(), icon: 'dashboard' },
  { label: 'Schedules', to: paths.schedules(), icon: 'schedules' },
  { label: 'Quotations', to: paths.quotations(), icon: 'quotations', permission: 'quotation:view' },
  { label: 'Bookings', to: paths.bookings(), icon: 'bookings', permission: BOOKING_VIEW },
  { label: 'Track & Trace', to: paths.trackAndTrace(), icon: 'track', permission: BOOKING_VIEW },
  { label: 'Organizations', to: paths.organizations(), icon: 'organizations', permission: { or: ['organization:own:view', 'organization:view'] } },
  { label: 'Report', to: paths.reports(), icon: 'reports' },
  { label: 'Users', to: paths.users(), icon: 'users', permission: { or: ['user:organization:view', 'user:view'] }, primaryOrganizationOnly: true },
  { label: 'Sustainability Report', to: paths.sustainabilityReport(), icon: 'leaf', badge: 'NEW' },
  { label: 'Profile', to: paths.profile(), icon: 'profile' },
];
