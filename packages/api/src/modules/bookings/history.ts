import type { BookingHistoryAction, BookingStatus, FieldChange } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { bookingHistory } from '../../db/schema';

export interface HistoryEntry {
  bookingId: string;
  /** Null for the system or a public visitor. */
  actorId: string | null;
  impersonatedById?: string | null;
  action: BookingHistoryAction;
  fromStatus?: BookingStatus | null;
  toStatus?: BookingStatus | null;
  changes?: FieldChange[];
  note?: string;
  at?: Date;
}

/**
 * Every change of a booking goes into its history, inside the transaction that makes it
 * (docs/product/freight.md#history).
 */
export async function appendHistory(executor: Executor, entry: HistoryEntry): Promise<void> {
  await executor.insert(bookingHistory).values({
    bookingId: entry.bookingId,
    actorId: entry.actorId,
    impersonatedById: entry.impersonatedById ?? null,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    changes: entry.changes ?? [],
    note: entry.note ?? '',
    ...(entry.at ? { at: entry.at } : {}),
  });
}
