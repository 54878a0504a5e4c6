import type { SubmitRegistrationRequestSchema, SubmittedRegistration } from '@freightdeck/contracts';
import type { z } from 'zod';
import { audit } from '../../lib/audit';
import { AppError, errors } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { organizationRepository } from '../organizations';
import { personName, userRepository } from '../users';
import { resolveOpenLink } from './link-commands';
import { registrationLinkRepository } from './link-repository';
import { applicationReceivedMail } from './mails';
import { registrationRepository, type RegistrationRow } from './registration-repository';
import type { RegistrationServiceDeps } from './deps';

type Application = z.output<typeof SubmitRegistrationRequestSchema>;

/** 409 with the field the form should point at. */
const taken = (code: 'USER_ALREADY_EXISTS' | 'ORGANIZATION_ALREADY_EXISTS', path: string, message: string) =>
  new AppError(409, code, undefined, [{ path, message }]);

/** The public application made through a registration link. */
export function createApplicationCommands({ db, mailer, publicUrl, now, log }: RegistrationServiceDeps) {
  /** Tells the staff member who sent the link (if still a user) that an application awaits review. */
  async function notifySender(createdById: string | null, registration: RegistrationRow) {
    const sender = createdById ? await userRepository.findById(db, createdById) : undefined;
    if (!sender) return;
    const { company, administrator } = registration;
    await mailer.send(applicationReceivedMail(sender, `${publicUrl}/organizations/registrations/${registration.id}`, {
      companyName: company.name, administratorName: personName(administrator), administratorEmail: administrator.email,
    }));
  }

  return {
    /**
     * Stores the application and spends the link, in one transaction: of two submissions of
     * one link exactly one wins (the conditional UPDATE in `useOpen`); a refused application
     * (the administrator is already a user, the company already an organization) leaves the
     * link open and stores nothing.
     */
    async submit({ token, company, administrator }: Application): Promise<SubmittedRegistration> {
      const { registration, createdById } = await db.transaction(async (tx) => {
        const at = now();
        const link = await registrationLinkRepository.useOpen(tx, sha256(token), at);
        if (!link) {
          // Why not: unknown, used or expired (resolveOpenLink throws the code for each).
          await resolveOpenLink(tx, token, at);
          throw errors.badRequest('INVALID_REGISTRATION_TOKEN');
        }
        if (await userRepository.findByEmail(tx, administrator.email)) throw taken('USER_ALREADY_EXISTS', 'administrator.email', 'already belongs to a user');
        if (await organizationRepository.findByName(tx, company.name)) throw taken('ORGANIZATION_ALREADY_EXISTS', 'company.name', 'an organization with this name already exists');
        const inserted = await registrationRepository.insert(tx, { linkId: link.id, status: 'PENDING', company, administrator, submittedAt: at });
        await audit(tx, { actorId: null, action: 'registration.submit', subjectType: 'registration', subjectId: inserted.id, data: { companyName: company.name, linkId: link.id } });
        return { registration: inserted, createdById: link.createdById };
      });
      // The application is stored and listed for staff whatever happens to this notice: a mail
      // failure must not answer 500 to an applicant whose link is already spent.
      await notifySender(createdById, registration).catch((error: unknown) => log?.error({ err: error, registrationId: registration.id }, 'the review notice of a registration could not be sent'));
      return { id: registration.id, status: registration.status };
    },
  };
}
