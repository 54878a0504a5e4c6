import type { Registration, RegistrationListQuerySchema, RegistrationPage, RejectRegistrationRequestSchema } from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { insertUserWithMemberships, issueInvitation, personRefs } from '../users';
import { insertCustomerOrganization, organizationRepository } from '../organizations';
import { registrationLinkRepository } from './link-repository';
import { applicationRejectedMail } from './mails';
import { registrationRepository, type RegistrationRow } from './registration-repository';
import type { RegistrationServiceDeps } from './deps';
import { toRegistration, toRegistrationListItem } from './views';

const ADMINISTRATOR_ROLE = 'Customer administrator';

/** A PENDING registration under its row lock: 404 unknown, 409 INVALID_STATUS_TRANSITION already decided. */
async function pending(tx: Executor, id: string): Promise<RegistrationRow> {
  const row = await registrationRepository.findByIdForUpdate(tx, id);
  if (!row) throw errors.notFound('Registration not found');
  if (row.status !== 'PENDING') throw errors.conflict('INVALID_STATUS_TRANSITION', `This registration is already ${row.status.toLowerCase()}`);
  return row;
}

/** The staff's side: list, read, approve (organization and first administrator) or reject. */
export function createReviewCommands({ db, mailer, publicUrl, now }: RegistrationServiceDeps) {
  async function view(row: RegistrationRow): Promise<Registration> {
    const link = await registrationLinkRepository.findById(db, row.linkId);
    const people = await personRefs(db, [link!.createdById, row.reviewedById]);
    const organization = row.organizationId ? await organizationRepository.findById(db, row.organizationId) : undefined;
    return toRegistration(row, { link: link!, people, organization: organization ? { id: organization.id, name: organization.name } : null });
  }

  return {
    async list(query: z.output<typeof RegistrationListQuerySchema>): Promise<RegistrationPage> {
      const { rows, total } = await registrationRepository.page(db, query);
      return { items: rows.map(toRegistrationListItem), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<Registration> {
      const row = await registrationRepository.findById(db, id);
      if (!row) throw errors.notFound('Registration not found');
      return view(row);
    },

    /**
     * One transaction: the organization with its customer roles, the administrator INVITED as
     * its Customer administrator with an activation token, the registration APPROVED. The
     * invitation is mailed after the commit. A name or e-mail taken since the application: 409,
     * and the registration stays PENDING.
     */
    async approve(actorId: string, id: string): Promise<Registration> {
      const { row, mail } = await db.transaction(async (tx) => {
        const registration = await pending(tx, id);
        const { company, administrator } = registration;
        const { organization, roles } = await insertCustomerOrganization(tx, { name: company.name, country: company.country, address: company.address, taxId: company.taxId }, actorId);
        const role = roles.get(ADMINISTRATOR_ROLE);
        if (!role) throw new Error(`the customer role templates have no "${ADMINISTRATOR_ROLE}"`);
        const user = await insertUserWithMemberships(tx, {
          email: administrator.email, firstName: administrator.firstName, lastName: administrator.lastName, avatarUrl: null,
          twoFaEnabled: false, twoFaMethod: 'EMAIL', memberships: [{ organizationId: organization.id, roleId: role.id }],
        }, null, actorId);
        const invitation = await issueInvitation(tx, user, actorId, { publicUrl, now });
        const approved = await registrationRepository.update(tx, id, { status: 'APPROVED', reviewedById: actorId, reviewedAt: now(), organizationId: organization.id });
        await audit(tx, { actorId, action: 'registration.approve', subjectType: 'registration', subjectId: id, data: { organizationId: organization.id, userId: user.id } });
        return { row: approved, mail: invitation.mail };
      });
      await mailer.send(mail);
      return view(row);
    },

    /** REJECTED with the reason; the applicant's administrator is e-mailed it. */
    async reject(actorId: string, id: string, { reason }: z.output<typeof RejectRegistrationRequestSchema>): Promise<Registration> {
      const row = await db.transaction(async (tx) => {
        await pending(tx, id);
        const rejected = await registrationRepository.update(tx, id, { status: 'REJECTED', reviewedById: actorId, reviewedAt: now(), reason });
        await audit(tx, { actorId, action: 'registration.reject', subjectType: 'registration', subjectId: id, data: { reason } });
        return rejected;
      });
      await mailer.send(applicationRejectedMail(row.administrator, { companyName: row.company.name, reason }));
      return view(row);
    },
  };
}
