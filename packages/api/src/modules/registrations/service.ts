import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail';
import { createApplicationCommands } from './application-commands';
import { createLinkCommands } from './link-commands';
import { createReviewCommands } from './review-commands';

export interface RegistrationServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
  /** Where a mail that could not be sent after the answer is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Registrations (issue 6): links staff send to prospective customers (14 days, one
 * application), the public application, and its review by staff.
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
