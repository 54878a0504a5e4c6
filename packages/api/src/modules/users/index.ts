// The users module's public API: what the composition root and other modules import from it.
// Users, their memberships, tokens and invitations; people as the portal names them. Everything else in this folder is the module's own.

export { type MembershipRow, userAdminRepository } from './admin-repository';
export { createInvitationService, type InvitationService, issueInvitation } from './invitation-service';
export { personName, type PersonRef, personRefs } from './people';
export { holderCountSql, memberCountSql, userRepository, type UserRow } from './repository';
export { userRoutes } from './routes';
export { createUserService, insertUserWithMemberships } from './service';
export { type UserTokenPurpose, userTokenRepository, type UserTokenRow } from './token-repository';
