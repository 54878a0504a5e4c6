// The auth module's public API: what the composition root and other modules import from it.
// Sign-in, sessions, token refresh, two-factor checks and impersonation. Everything else in this folder is the module's own.

export { createImpersonationService } from './impersonation-service';
export { authRoutes } from './routes';
export { createAuthService } from './service';
export { sessionRepository } from './session-repository';
export { createTokenSigner } from './tokens';
export { createTotpVerifier, type TotpVerifier } from './totp-verifier';
export { checkChallenge, issueChallenge, securityBinding } from './two-fa';
