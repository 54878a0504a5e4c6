import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

/** When the bookings service's own writes of one demo booking happened. */
export interface Retimed {
  bookingId: string;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  /** When proof of delivery was entered. */
  deliveryRecordedAt: Date | null;
  /** History action → when (each appears once per demo booking). */
  history: Partial<Record<string, Date>>;
  revision: { requestedAt: Date; decidedAt: Date | null } | null;
}

/**
 * The bookings service stamps its writes with the current time (it takes no clock yet), so a
 * booking created through it today is moved to when the demo says it happened: the booking's
 * timestamps, its history entries of the service's actions and its revision. Documents and
 * loggers were already written with the seed's clock. Three set-based statements per batch.
 */
export async function retime(db: Executor, batch: Retimed[]): Promise<void> {
  if (!batch.length) return;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const rows = JSON.stringify(batch.map((b) => ({
    id: b.bookingId, created_at: iso(b.createdAt), updated_at: iso(b.updatedAt), confirmed_at: iso(b.confirmedAt), cancelled_at: iso(b.cancelledAt), recorded_at: iso(b.deliveryRecordedAt),
  })));
  await db.execute(sql`
    update bookings b set created_at = t.created_at, updated_at = t.updated_at, confirmed_at = t.confirmed_at, cancelled_at = t.cancelled_at,
      cancellation = case when b.cancellation is null then null else jsonb_set(b.cancellation, '{at}', to_jsonb(t.cancelled_at_text)) end,
      delivery = case when b.delivery is null then null else jsonb_set(b.delivery, '{recordedAt}', to_jsonb(t.recorded_at_text)) end
    from (select r.*, to_char(r.cancelled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as cancelled_at_text,
                 to_char(r.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at_text
          from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, created_at timestamptz, updated_at timestamptz, confirmed_at timestamptz, cancelled_at timestamptz, recorded_at timestamptz)) t
    where b.id = t.id`);
  const history = JSON.stringify(batch.flatMap((b) => Object.entries(b.history).map(([action, at]) => ({ booking_id: b.bookingId, action, at: at!.toISOString() }))));
  await db.execute(sql`
    update booking_history h set at = t.at
    from jsonb_to_recordset(${history}::jsonb) as t(booking_id uuid, action text, at timestamptz)
    where h.booking_id = t.booking_id and h.action = t.action`);
  const revisions = JSON.stringify(batch.filter((b) => b.revision).map((b) => ({ booking_id: b.bookingId, requested_at: b.revision!.requestedAt.toISOString(), decided_at: iso(b.revision!.decidedAt) })));
  await db.execute(sql`
    update booking_revisions r set requested_at = t.requested_at, decided_at = case when r.decided_at is null then null else t.decided_at end
    from jsonb_to_recordset(${revisions}::jsonb) as t(booking_id uuid, requested_at timestamptz, decided_at timestamptz)
    where r.booking_id = t.booking_id`);
}
