import type { Permission } from './permissions';

/** A requirement written with the portal's own permission strings only: a typo does not compile. */
export type KnownRequirement = Permission | { or: KnownRequirement[] } | { and: KnownRequirement[] };

/**
 * Every permission requirement the portal checks, by name: the pages (`PAGES`), what a page
 * shows or offers (a button, a tab, a filter) and, by the same names, the API's checks. A
 * remote names a requirement here and never writes a permission string (lint and a repository
 * test hold it to that; docs/adr/010). The rule that reads them is `hasPermission`.
 */
export const ACTION_PERMISSIONS = {
  /** Bookings in any scope: lists, details, track and trace, the dashboard's booking widgets. */
  bookingView: { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] },
  /** Create and change bookings in any scope: create, drafts, documents, data loggers, share links. */
  bookingManage: { or: ['booking:own:manage', 'booking:organization:manage', 'booking:manage'] },
  /** Every organization's bookings (staff): the bookings list may filter by any customer. */
  bookingViewAll: 'booking:view',
  /** Every organization's bookings, to change (staff). */
  bookingManageAll: 'booking:manage',
  organizationView: { or: ['organization:own:view', 'organization:view'] },
  organizationManage: { or: ['organization:own:manage', 'organization:manage'] },
  /** Every organization (staff): the registrations to approve. */
  organizationManageAll: 'organization:manage',
  /** Staff who bring in new customers: `organization:review` approves registrations. */
  registrationLinkSend: { or: ['organization:review', 'organization:manage'] },
  organizationNetworkView: { or: ['organization-network:view', 'organization-network:manage'] },
  organizationNetworkManage: 'organization-network:manage',
  quotationView: 'quotation:view',
  quotationManage: 'quotation:manage',
  userView: { or: ['user:organization:view', 'user:view'] },
  userManage: 'user:organization:manage',
  userInvite: { or: ['user:invite', 'user:organization:manage'] },
  userImpersonate: 'user:impersonate',
  /** The Roles tab of /users. */
  userRoleView: 'user-role:view',
  /** Who lists roles: role administrators, and those who invite or see users (to pick or show a role). */
  roleList: { or: ['user-role:view', 'user:invite', 'user:organization:view', 'user:view'] },
  userRoleManage: 'user-role:manage',
} satisfies Record<string, KnownRequirement>;

export type ActionName = keyof typeof ACTION_PERMISSIONS;
