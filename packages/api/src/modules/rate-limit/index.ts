// The rate-limit module's public API: what the composition root and other modules import from it.
// Rate-limit counters (database or Redis) and the sign-in limits. Everything else in this folder is the module's own.

export { createDatabaseRateLimitStore } from './database-store';
export { createRedisRateLimitStore } from './redis-store';
export { createForgotPasswordLimiter, createSignInLimiter, type ForgotPasswordLimiter, type SignInLimiter } from './sign-in-limiter';
export { type RateLimitStore, secondsUntil } from './store';
