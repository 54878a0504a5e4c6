import { and, eq, ne, sql } from 'drizzle-orm';
import { CreateContactRequestSchema, UpdateContactRequestSchema, type Contact } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { organizationContacts } from '../../db/schema';
import { errors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { parseOrThrow } from '../../lib/validation';
import { findManageableOrganization, findVisibleOrganization, organizationAccess, type OrganizationActor } from './access';
import { isUuid } from '../../lib/uuid';
import { contactsOf } from './details';
import { toContact, type ContactRow } from './view';

const c = organizationContacts;
const FIELDS = ['name', 'email', 'phone', 'position'] as const;

async function findContact(executor: Executor, organizationId: string, contactId: string): Promise<ContactRow> {
  const [row] = isUuid(contactId) ? await executor.select().from(c).where(and(eq(c.id, contactId), eq(c.organizationId, organizationId))) : [];
  if (!row) throw errors.notFound('Contact not found');
  return row;
}

/** One e-mail once per organization, whatever its case: 409 CONTACT_EMAIL_ALREADY_USED. */
async function assertEmailFree(executor: Executor, organizationId: string, email: string, exceptId?: string): Promise<void> {
  const [taken] = await executor.select({ id: c.id }).from(c)
    .where(and(eq(c.organizationId, organizationId), sql`lower(${c.email}) = lower(${email})`, exceptId ? ne(c.id, exceptId) : undefined));
  if (taken) throw errors.conflict('CONTACT_EMAIL_ALREADY_USED');
}

/** The people to call at an organization: seen with its view scope, changed with its manage scope. */
export function createContactService(db: Db) {
  const record = (tx: Executor, actor: OrganizationActor, action: string, organizationId: string, data: Record<string, unknown>) =>
    audit(tx, { actorId: actor.userId, action: `organization.contact.${action}`, subjectType: 'organization', subjectId: organizationId, data: { ...data, impersonatedById: actor.impersonatedById } });

  return {
    async list(actor: OrganizationActor, organizationId: string): Promise<{ items: Contact[] }> {
      const organization = await findVisibleOrganization(db, organizationAccess(actor), organizationId);
      return { items: (await contactsOf(db, organization.id)).map(toContact) };
    },

    async create(actor: OrganizationActor, organizationId: string, input: unknown): Promise<Contact> {
      const values = parseOrThrow(CreateContactRequestSchema, input);
      return db.transaction(async (tx) => {
        // Locked: two calls adding the same e-mail wait for each other.
        const organization = await findManageableOrganization(tx, organizationAccess(actor), organizationId, { forUpdate: true });
        await assertEmailFree(tx, organization.id, values.email);
        const [row] = await tx.insert(c).values({ ...values, organizationId: organization.id }).returning();
        await record(tx, actor, 'create', organization.id, { contactId: row!.id, email: row!.email });
        return toContact(row!);
      });
    },

    /** Only the fields given and different from now change; none: 400 NOTHING_TO_CHANGE. */
    async update(actor: OrganizationActor, organizationId: string, contactId: string, input: unknown): Promise<Contact> {
      const patch = parseOrThrow(UpdateContactRequestSchema, input);
      return db.transaction(async (tx) => {
        const organization = await findManageableOrganization(tx, organizationAccess(actor), organizationId, { forUpdate: true });
        const contact = await findContact(tx, organization.id, contactId);
        const changes: Partial<Pick<ContactRow, (typeof FIELDS)[number]>> = {};
        for (const field of FIELDS) {
          const value = patch[field];
          if (value !== undefined && value !== contact[field]) Object.assign(changes, { [field]: value });
        }
        if (Object.keys(changes).length === 0) throw errors.badRequest('NOTHING_TO_CHANGE');
        if (changes.email !== undefined) await assertEmailFree(tx, organization.id, changes.email, contact.id);
        const [row] = await tx.update(c).set({ ...changes, updatedAt: sql`now()` }).where(eq(c.id, contact.id)).returning();
        await record(tx, actor, 'update', organization.id, { contactId: contact.id, fields: Object.keys(changes) });
        return toContact(row!);
      });
    },

    async remove(actor: OrganizationActor, organizationId: string, contactId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const organization = await findManageableOrganization(tx, organizationAccess(actor), organizationId, { forUpdate: true });
        const contact = await findContact(tx, organization.id, contactId);
        await tx.delete(c).where(eq(c.id, contact.id));
        await record(tx, actor, 'delete', organization.id, { contactId: contact.id, email: contact.email });
      });
    },
  };
}
