import { SuspendOrganizationRequestSchema, type Organization } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { errors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseOrThrow } from '../../lib/validation';
import { findVisibleOrganization, organizationAccess, type OrganizationActor } from './access';
import { loadDetails } from './details';
import { organizationRepository } from './repository';

const transition = (message: string) => errors.conflict('INVALID_STATUS_TRANSITION', message);

/**
 * Staff suspend (saying why) and reactivate organizations. The members of a suspended
 * organization lose what their roles there gave them (auth/request-context.ts reads only
 * memberships of ACTIVE organizations) until it is reactivated. The primary organization is
 * never suspended. Any other transition: 409 INVALID_STATUS_TRANSITION, nothing changes.
 */
export function createStatusChanges(db: Db) {
  return {
    async suspend(actor: OrganizationActor, id: string, input: unknown): Promise<Organization> {
      const { reason } = parseOrThrow(SuspendOrganizationRequestSchema, input);
      const access = organizationAccess(actor);
      if (!access.staff) throw errors.forbidden();
      return db.transaction(async (tx) => {
        const row = await findVisibleOrganization(tx, access, id, { forUpdate: true });
        if (row.isPrimary) throw transition('The primary organization cannot be suspended');
        if (row.status !== 'ACTIVE') throw transition('The organization is already suspended');
        const updated = await organizationRepository.update(tx, row.id, { status: 'SUSPENDED', suspendedReason: reason, suspendedAt: new Date() });
        await audit(tx, { actorId: actor.userId, action: 'organization.suspend', subjectType: 'organization', subjectId: row.id, data: { reason, impersonatedById: actor.impersonatedById } });
        return loadDetails(tx, access, updated);
      });
    },

    async reactivate(actor: OrganizationActor, id: string): Promise<Organization> {
      const access = organizationAccess(actor);
      if (!access.staff) throw errors.forbidden();
      return db.transaction(async (tx) => {
        const row = await findVisibleOrganization(tx, access, id, { forUpdate: true });
        if (row.status !== 'SUSPENDED') throw transition('The organization is not suspended');
        const updated = await organizationRepository.update(tx, row.id, { status: 'ACTIVE' });
        await audit(tx, { actorId: actor.userId, action: 'organization.reactivate', subjectType: 'organization', subjectId: row.id, data: { impersonatedById: actor.impersonatedById } });
        return loadDetails(tx, access, updated);
      });
    },
  };
}
