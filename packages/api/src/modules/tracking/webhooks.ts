import { and, eq, lte } from 'drizzle-orm';
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
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
type Post = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number }>;

/**
 * Webhooks (docs/product/tracking.md#webhooks): a batch that changed an integration's bookings is
 * POSTed to its URL, signed with HMAC-SHA256 of the body; a failed delivery is retried with
 * backoff up to MAX_ATTEMPTS, every attempt in the delivery log.
 */
export function createWebhooks({ db, now, post = fetch as unknown as Post }: { db: Db; now: Clock; post?: Post }) {
  async function attempt(id: string, integration: Pick<IntegrationRow, 'webhookUrl' | 'webhookSecret'>): Promise<void> {
    const [d] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    if (!d || d.status !== 'PENDING' || !integration.webhookUrl || !integration.webhookSecret) return;
    const attempts = d.attempts + 1;
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await post(integration.webhookUrl, {
        method: 'POST', body: d.body, signal: AbortSignal.timeout(10_000),
        headers: { 'content-type': 'application/json', 'x-freightdeck-signature': signatureOf(integration.webhookSecret, d.body), 'x-freightdeck-delivery': d.id },
      });
      statusCode = response.status;
      if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const at = now();
    await db.update(webhookDeliveries).set(error === null
      ? { attempts, status: 'DELIVERED', lastStatusCode: statusCode, lastError: null, deliveredAt: at, nextAttemptAt: null }
      : { attempts, status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING', lastStatusCode: statusCode, lastError: error.slice(0, 500), nextAttemptAt: attempts >= MAX_ATTEMPTS ? null : new Date(at.getTime() + backoffMs(attempts)) })
      .where(eq(webhookDeliveries.id, id));
  }

  const listener: TrackingListener = async ({ integration, bookingIds, milestones }) => {
    if (!integration.webhookUrl || bookingIds.length + milestones.length === 0) return;
    const rows = await bookingRepository.byIds(db, [...new Set([...bookingIds, ...milestones.map((m) => m.bookingId)])]);
    const body = JSON.stringify({
      type: 'tracking.updated', at: now().toISOString(),
      bookings: rows.map((b) => ({ ref: b.ref, carrierReference: b.carrierReference, status: b.status, milestones: milestones.filter((m) => m.bookingId === b.id).map((m) => m.milestone) })),
    });
    const [d] = await db.insert(webhookDeliveries).values({ integrationId: integration.id, body, createdAt: now(), nextAttemptAt: now() }).returning({ id: webhookDeliveries.id });
    await attempt(d!.id, integration);
  };

  return {
    listener,
    /** Retries the deliveries that are due (the server calls this on a timer). */
    async retryDue(integrationOf: (id: string) => Promise<IntegrationRow | undefined>): Promise<number> {
      const due = await db.select({ id: webhookDeliveries.id, integrationId: webhookDeliveries.integrationId }).from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now()))).limit(100);
      for (const d of due) {
        const integration = await integrationOf(d.integrationId);
        if (integration) await attempt(d.id, integration);
      }
      return due.length;
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
