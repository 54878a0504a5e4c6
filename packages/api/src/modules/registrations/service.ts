import { createApplicationCommands } from './application-commands';
import type { RegistrationServiceDeps } from './deps';
import { createLinkCommands } from './link-commands';
import { createReviewCommands } from './review-commands';

export type { RegistrationServiceDeps } from './deps';

/**
 * Registrations (docs/adr/009-organizations-and-users.md): links staff send to prospective
 * customers (14 days, one application), the public application, and its review by staff.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  return {
    /** The service's clock (the public limiter's Retry-After counts in it). */
    now: deps.now,
    ...createLinkCommands(deps),
    ...createApplicationCommands(deps),
    ...createReviewCommands(deps),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
