import type { Db } from '../db';
import type { Mailer } from '../mail';
import type { InvitationService } from '../modules/users';
import type { DomainServices } from '../composition/services';

// The step's shape in a file of its own: the list of steps (steps.ts) imports the steps, which import only this.
export interface SeedContext {
  db: Db;
  services: DomainServices;
  /** Where stored files (booking documents) go; without it no step stores files. */
  storageDir?: string;
  /** How many demo bookings to make (SEED_DEMO_BOOKINGS); default about 2,000. */
  demoBookings?: number;
  /** Invitations e-mail their link (the development outbox, or SMTP when SMTP_URL is set). */
  invitations: InvitationService;
  /** Where the seed's e-mails go (the development outbox, or SMTP); the quotations step sends the desk's. */
  mailer?: Mailer;
  /** The portal's address, for links in e-mails. */
  publicUrl?: string;
  /** The seed's present: every date of the demo world counts from it (SEED_NOW, or when the seed runs). */
  now: Date;
}

/**
 * One step of the demo seed. Steps run in order, each once per database (recorded in
 * app_settings), through the same services users call. Later issues append steps
 * (bookings, quotations…) and look up what earlier steps made by name.
 */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}
