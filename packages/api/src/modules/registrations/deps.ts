import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail';

/** What the registration commands need; its own file, so the commands and the service that assembles them import it one way. */
export interface RegistrationServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
  /** Where a mail that could not be sent after the answer is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}
