import { desc, eq, inArray } from 'drizzle-orm';
import { CreateIntegrationSchema, type CreatedIntegration, type Integration } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { integrations, webhookDeliveries } from '../../db/schema';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { parseOrThrow } from '../../lib/validation';

export type IntegrationRow = typeof integrations.$inferSelect;
/** API keys start with this, so a leaked one is easy to find in logs and code (secret scanners). */
const KEY_PREFIX = 'fdk_';

export const toIntegration = (row: IntegrationRow): Integration => ({
  id: row.id, name: row.name, kind: row.kind, keyPrefix: row.keyPrefix, carrierCodes: row.carrierCodes, organizationIds: row.organizationIds,
  webhookUrl: row.webhookUrl, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * Integrations (docs/product/tracking.md#integrations): staff create one with its scope and get
 * its API key once; only the key's SHA-256 is stored (a 192-bit random key needs no slow hash),
 * so a lost key is revoked and replaced, never shown again.
 */
export function createIntegrationService({ db, now }: { db: Db; now: Clock }) {
  return {
    async list(): Promise<{ items: Integration[] }> {
      const rows = await db.select().from(integrations).orderBy(desc(integrations.createdAt), desc(integrations.id));
      return { items: rows.map(toIntegration) };
    },

    async create(userId: string, input: unknown): Promise<CreatedIntegration> {
      const body = parseOrThrow(CreateIntegrationSchema, input);
      const apiKey = `${KEY_PREFIX}${randomToken(24)}`;
      const webhookSecret = body.webhookUrl ? randomToken(32) : null;
      const [row] = await db.insert(integrations).values({
        name: body.name, kind: body.kind, keyPrefix: apiKey.slice(0, KEY_PREFIX.length + 6), keyHash: sha256(apiKey),
        carrierCodes: [...new Set(body.carrierCodes)], organizationIds: [...new Set(body.organizationIds)],
        webhookUrl: body.webhookUrl, webhookSecret, createdById: userId, createdAt: now(),
      }).returning();
      return { ...toIntegration(row!), apiKey, webhookSecret };
    },

    async revoke(id: string): Promise<Integration> {
      const [row] = await db.select().from(integrations).where(eq(integrations.id, id));
      if (!row) throw errors.notFound('Integration not found');
      if (row.revokedAt) return toIntegration(row);
      const [updated] = await db.update(integrations).set({ revokedAt: now() }).where(eq(integrations.id, id)).returning();
      return toIntegration(updated!);
    },

    async deliveries(id: string) {
      const [row] = await db.select({ id: integrations.id }).from(integrations).where(eq(integrations.id, id));
      if (!row) throw errors.notFound('Integration not found');
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.integrationId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(100);
      return {
        items: rows.map((d) => ({
          id: d.id, status: d.status, attempts: d.attempts, lastStatusCode: d.lastStatusCode, lastError: d.lastError, createdAt: d.createdAt.toISOString(),
          nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null, deliveredAt: d.deliveredAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type IntegrationService = ReturnType<typeof createIntegrationService>;

/**
 * The integration an API key belongs to, if it is not revoked (401 otherwise, the same answer for
 * an unknown and a revoked key); records when it was last used (at most once a minute per key).
 */
export async function authenticateIntegration(ex: Executor, apiKey: string | undefined, now: Date): Promise<IntegrationRow> {
  if (!apiKey || !apiKey.startsWith(KEY_PREFIX) || apiKey.length > 100) throw new AppError(401, 'UNAUTHORIZED', 'A valid X-API-Key is required');
  const [row] = await ex.select().from(integrations).where(eq(integrations.keyHash, sha256(apiKey)));
  if (!row || row.revokedAt) throw new AppError(401, 'UNAUTHORIZED', 'A valid X-API-Key is required');
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await ex.update(integrations).set({ lastUsedAt: now }).where(eq(integrations.id, row.id));
    row.lastUsedAt = now;
  }
  return row;
}

/** Integrations' names by id: the timeline says who reported each event. */
export async function integrationNames(ex: Executor, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ex.select({ id: integrations.id, name: integrations.name }).from(integrations).where(inArray(integrations.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function integrationById(ex: Executor, id: string): Promise<IntegrationRow | undefined> {
  const [row] = await ex.select().from(integrations).where(eq(integrations.id, id));
  return row;
}
