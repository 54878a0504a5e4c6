import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { webhookDeliveries } from '../../db/schema';
import { createHmac } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { bookingRepository } from '../bookings';
import type { IntegrationRow } from '../integrations';
import type { TrackingListener } from './ingest';

export const MAX_ATTEMPTS = 6;
/** 30 s, 1 min, 2 min, 4 min, 8 min between attempts. */
export const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);
/**
 * How long a claimed attempt is held by the instance that claimed it: longer than the POST's
 * 10 s timeout, so no other instance takes the attempt while it runs; an instance that dies
 * mid-attempt lets the delivery fall due again after it.
 */
export const CLAIM_LEASE_MS = 60_000;
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
type Post = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number }>;

/**
 * Webhooks (docs/product/tracking.md#webhooks): a batch that changed an integration's bookings is
 * POSTed to its URL, signed with HMAC-SHA256 of the body; a failed delivery is retried with
 * backoff up to MAX_ATTEMPTS, every attempt in the delivery log.
 */
export function createWebhooks({ db, now, post = fetch as unknown as Post }: { db: Db; now: Clock; post?: Post }) {
  type Claimed = Pick<typeof webhookDeliveries.$inferSelect, 'id' | 'integrationId' | 'attempts' | 'body'>;
  const claimedColumns = { id: webhookDeliveries.id, integrationId: webhookDeliveries.integrationId, attempts: webhookDeliveries.attempts, body: webhookDeliveries.body };

  /**
   * Takes up to `limit` due deliveries for this instance, in one statement: the due rows are
   * locked `FOR UPDATE SKIP LOCKED` (rows another instance is claiming at the same moment are
   * skipped, not waited for), their attempt counted and their next attempt moved a lease ahead —
   * so each attempt number is taken by exactly one instance, even after the lock is released
   * (docs/adr/015-track-and-trace.md#webhooks-on-several-instances). PGlite is one process and
   * one connection: the same statement runs there, and the lock is simply never contended.
   */
  async function claimDue(limit: number): Promise<Claimed[]> {
    const at = now();
    // A materialized CTE: as `id IN (subquery … LIMIT)` the planner may run the subquery again per
    // row and take more than `limit` (seen on PostgreSQL 15 and PGlite alike).
    const result = await db.execute(sql`
      with due as materialized (
        select id from webhook_deliveries
        where status = 'PENDING' and next_attempt_at <= ${at.toISOString()}::timestamptz
        order by next_attempt_at limit ${limit}
        for update skip locked)
      update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
      from due where d.id = due.id
      returning d.id, d.integration_id, d.attempts, d.body`);
    return (result as unknown as { rows: { id: string; integration_id: string; attempts: number; body: string }[] }).rows
      .map((r) => ({ id: r.id, integrationId: r.integration_id, attempts: r.attempts, body: r.body }));
  }

  /** POSTs one claimed attempt and records its outcome (only if the claim is still this attempt's). */
  async function attempt(d: Claimed, integration: Pick<IntegrationRow, 'webhookUrl' | 'webhookSecret'>): Promise<void> {
    let statusCode: number | null = null;
    let error: string | null = null;
    if (!integration.webhookUrl || !integration.webhookSecret) {
      error = 'the integration has no webhook any more';
    } else {
      try {
        const response = await post(integration.webhookUrl, {
          method: 'POST', body: d.body, signal: AbortSignal.timeout(10_000),
          headers: { 'content-type': 'application/json', 'x-freightdeck-signature': signatureOf(integration.webhookSecret, d.body), 'x-freightdeck-delivery': d.id, 'x-freightdeck-attempt': String(d.attempts) },
        });
        statusCode = response.status;
        if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
    }
    const at = now();
    const last = d.attempts >= MAX_ATTEMPTS || !integration.webhookUrl;
    await db.update(webhookDeliveries).set(error === null
      ? { status: 'DELIVERED', lastStatusCode: statusCode, lastError: null, deliveredAt: at, nextAttemptAt: null }
      : { status: last ? 'FAILED' : 'PENDING', lastStatusCode: statusCode, lastError: error.slice(0, 500), nextAttemptAt: last ? null : new Date(at.getTime() + backoffMs(d.attempts)) })
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.attempts, d.attempts), eq(webhookDeliveries.status, 'PENDING')));
  }

  const listener: TrackingListener = async ({ integration, bookingIds, milestones }) => {
    if (!integration.webhookUrl || bookingIds.length + milestones.length === 0) return;
    const rows = await bookingRepository.byIds(db, [...new Set([...bookingIds, ...milestones.map((m) => m.bookingId)])]);
    const body = JSON.stringify({
      type: 'tracking.updated', at: now().toISOString(),
      bookings: rows.map((b) => ({ ref: b.ref, carrierReference: b.carrierReference, status: b.status, milestones: milestones.filter((m) => m.bookingId === b.id).map((m) => m.milestone) })),
    });
    // Recorded already claimed by this instance for its first attempt: no retry timer can take it meanwhile.
    const [d] = await db.insert(webhookDeliveries).values({ integrationId: integration.id, body, attempts: 1, createdAt: now(), nextAttemptAt: new Date(now().getTime() + CLAIM_LEASE_MS) }).returning(claimedColumns);
    await attempt(d!, integration);
  };

  return {
    listener,
    claimDue,
    /** Claims and retries the deliveries that are due (each instance's timer calls this); answers how many it attempted. */
    async retryDue(integrationOf: (id: string) => Promise<IntegrationRow | undefined>, limit = 100): Promise<number> {
      const claimed = await claimDue(limit);
      for (const d of claimed) {
        const integration = await integrationOf(d.integrationId);
        await attempt(d, integration ?? { webhookUrl: null, webhookSecret: null });
      }
      return claimed.length;
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
