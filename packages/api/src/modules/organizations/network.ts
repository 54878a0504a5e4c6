import { and, eq, inArray, or } from 'drizzle-orm';
import { CreateNetworkLinkRequestSchema, INVERSE_RELATION, type NetworkLink } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { organizationLinks, organizations } from '../../db/schema';
import { AppError, errors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseOrThrow } from '../../lib/validation';
import { findManageableOrganization, findVisibleOrganization, organizationAccess, type OrganizationAccess, type OrganizationActor } from './access';
import { isUuid } from '../../lib/uuid';

type LinkRow = typeof organizationLinks.$inferSelect;
const l = organizationLinks;
const touches = (organizationId: string) => or(eq(l.organizationId, organizationId), eq(l.partnerId, organizationId));

/** The links of an organization from its side: the other organization, and what it is to this one. */
async function linksFrom(executor: Executor, organizationId: string, rows: LinkRow[]): Promise<NetworkLink[]> {
  const partnerOf = (row: LinkRow) => (row.organizationId === organizationId ? row.partnerId : row.organizationId);
  const ids = [...new Set(rows.map(partnerOf))];
  const partners = ids.length
    ? await executor.select({ id: organizations.id, name: organizations.name, country: organizations.country, status: organizations.status }).from(organizations).where(inArray(organizations.id, ids))
    : [];
  const byId = new Map(partners.map((p) => [p.id, p]));
  return rows.map((row) => ({
    id: row.id,
    partner: byId.get(partnerOf(row))!,
    relation: row.organizationId === organizationId ? row.relation : INVERSE_RELATION[row.relation],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  })).sort((a, b) => a.partner.name.localeCompare(b.partner.name) || a.id.localeCompare(b.id));
}

function assertNetwork(access: OrganizationAccess, action: 'view' | 'manage'): void {
  if (!(action === 'view' ? access.viewNetwork : access.manageNetwork)) throw errors.forbidden();
}

/**
 * The network (`organization-network:view` / `:manage`): partner links, one per pair whichever
 * side made it. The organization must lie in the caller's organization view scope to list its
 * links and in their manage scope to change them; the partner in their view scope (else 404).
 */
export function createNetworkService(db: Db) {
  const record = (tx: Executor, actor: OrganizationActor, action: string, organizationId: string, data: Record<string, unknown>) =>
    audit(tx, { actorId: actor.userId, action: `organization.link.${action}`, subjectType: 'organization', subjectId: organizationId, data: { ...data, impersonatedById: actor.impersonatedById } });

  return {
    async list(actor: OrganizationActor, organizationId: string): Promise<{ items: NetworkLink[] }> {
      const access = organizationAccess(actor);
      assertNetwork(access, 'view');
      const organization = await findVisibleOrganization(db, access, organizationId);
      return { items: await linksFrom(db, organization.id, await db.select().from(l).where(touches(organization.id))) };
    },

    async create(actor: OrganizationActor, organizationId: string, input: unknown): Promise<NetworkLink> {
      const access = organizationAccess(actor);
      assertNetwork(access, 'manage');
      const values = parseOrThrow(CreateNetworkLinkRequestSchema, input);
      if (values.partnerId === organizationId) throw errors.validation([{ path: 'partnerId', message: 'must be another organization' }]);
      return db.transaction(async (tx) => {
        const organization = await findManageableOrganization(tx, access, organizationId, { forUpdate: true });
        const partner = await findVisibleOrganization(tx, access, values.partnerId).catch((error: unknown) => {
          throw error instanceof AppError && error.status === 404 ? errors.notFound('Partner organization not found') : error;
        });
        const pair = or(and(eq(l.organizationId, organization.id), eq(l.partnerId, partner.id)), and(eq(l.organizationId, partner.id), eq(l.partnerId, organization.id)));
        if ((await tx.select({ id: l.id }).from(l).where(pair)).length) throw errors.conflict('CONFLICT', 'These organizations are already linked');
        const [row] = await tx.insert(l).values({ organizationId: organization.id, partnerId: partner.id, relation: values.relation, note: values.note, createdById: actor.userId }).returning();
        await record(tx, actor, 'create', organization.id, { linkId: row!.id, partnerId: partner.id, relation: row!.relation });
        return (await linksFrom(tx, organization.id, [row!]))[0]!;
      });
    },

    async remove(actor: OrganizationActor, organizationId: string, linkId: string): Promise<void> {
      const access = organizationAccess(actor);
      assertNetwork(access, 'manage');
      await db.transaction(async (tx) => {
        const organization = await findManageableOrganization(tx, access, organizationId, { forUpdate: true });
        const [link] = isUuid(linkId) ? await tx.select().from(l).where(and(eq(l.id, linkId), touches(organization.id))) : [];
        if (!link) throw errors.notFound('Link not found');
        await tx.delete(l).where(eq(l.id, link.id));
        await record(tx, actor, 'delete', organization.id, { linkId: link.id, organizationId: link.organizationId, partnerId: link.partnerId });
      });
    },
  };
}
