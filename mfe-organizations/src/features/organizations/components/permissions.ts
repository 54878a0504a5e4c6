/** What the organization pages show to whom (spec §6); the server enforces each call on its own. */
export const CAN_CREATE_ORGANIZATION = { or: ['organization:own:manage', 'organization:manage'] };
/** Staff who bring in new customers (DESIGN.md §6: `organization:review` approves registrations). */
export const CAN_SEND_REGISTRATION_LINK = { or: ['organization:review', 'organization:manage'] };
/** The registrations pages' own requirement (routes.tsx). */
export const CAN_SEE_REGISTRATIONS = { or: ['organization:manage'] };
export const CAN_SEE_USERS = { or: ['user:organization:view', 'user:view'] };
export const CAN_INVITE_USERS = { or: ['user:invite', 'user:organization:manage'] };
