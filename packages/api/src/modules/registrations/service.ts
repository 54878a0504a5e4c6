import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail';
import type { InvitationService } from '../users/invitation-service';

export interface RegistrationServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: Clock;
  invitations: InvitationService;
}

export function createRegistrationService(_deps: RegistrationServiceDeps) {
  return {};
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
