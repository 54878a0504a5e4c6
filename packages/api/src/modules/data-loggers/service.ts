import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DataLogger, ReadingSeries } from '@freightdeck/contracts';
import type { Db } from '../../db';
import { dataLoggerReadings, dataLoggers } from '../../db/schema';
import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { appendHistory, type AttachmentActor, type BookingAccess, bookingData, bookingRepository, type BookingRow, canManage, canView, findManageableBooking, findVisibleBooking } from '../bookings';
import { personRefs } from '../users';
import { readingSeries, roundC, type TemperatureRange } from './excursions';
import { insertReadings } from './readings';

type LoggerRow = typeof dataLoggers.$inferSelect;

const rangeOf = (booking: BookingRow): TemperatureRange | null => bookingData(booking).cargo?.temperature ?? null;

/** Temperature data loggers packed with shipments, and what they recorded. */
export function createDataLoggerService({ db, now }: { db: Db; now: Clock }) {
  /** A logger and its booking, 404 unless the caller sees the booking; 403 when `manage` and they cannot change it. */
  async function findLogger(access: BookingAccess, id: string, { manage = false } = {}): Promise<{ logger: LoggerRow; booking: BookingRow }> {
    // The logger here, its booking through bookings' repository (the foreign key makes a logger's booking exist).
    const [logger] = await db.select().from(dataLoggers).where(eq(dataLoggers.id, id));
    const booking = logger ? await bookingRepository.byId(db, logger.bookingId) : undefined;
    if (!logger || !booking || !canView(access, booking)) throw errors.notFound('Data logger not found');
    if (manage && !canManage(access, booking)) throw errors.forbidden();
    return { logger, booking };
  }

  async function toLoggers(booking: BookingRow, rows: LoggerRow[]): Promise<DataLogger[]> {
    if (rows.length === 0) return [];
    const range = rangeOf(booking);
    const outsideRange = range ? sql`${dataLoggerReadings.temperatureC} < ${range.minC} or ${dataLoggerReadings.temperatureC} > ${range.maxC}` : sql`false`;
    const summaries = await db.select({
      loggerId: dataLoggerReadings.loggerId,
      count: sql<number>`count(*)::int`,
      firstAt: sql<string | Date | null>`min(${dataLoggerReadings.recordedAt})`,
      lastAt: sql<string | Date | null>`max(${dataLoggerReadings.recordedAt})`,
      minC: sql<number | null>`min(${dataLoggerReadings.temperatureC})::float8`,
      maxC: sql<number | null>`max(${dataLoggerReadings.temperatureC})::float8`,
      excursions: sql<number>`(count(*) filter (where ${outsideRange}))::int`,
    }).from(dataLoggerReadings).where(inArray(dataLoggerReadings.loggerId, rows.map((r) => r.id))).groupBy(dataLoggerReadings.loggerId);
    const byLogger = new Map(summaries.map((s) => [s.loggerId, s]));
    const people = await personRefs(db, rows.map((r) => r.addedById));
    const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
    return rows.map((row) => {
      const s = byLogger.get(row.id);
      return {
        id: row.id, bookingId: booking.id, bookingRef: booking.ref, serialNumber: row.serialNumber, model: row.model,
        addedBy: row.addedById ? (people.get(row.addedById) ?? null) : null, addedAt: row.addedAt.toISOString(),
        readings: {
          count: s?.count ?? 0, firstAt: iso(s?.firstAt ?? null), lastAt: iso(s?.lastAt ?? null),
          minC: s?.minC == null ? null : roundC(Number(s.minC)), maxC: s?.maxC == null ? null : roundC(Number(s.maxC)), excursions: s?.excursions ?? 0,
        },
      };
    });
  }

  return {
    async list(access: BookingAccess, bookingRef: string): Promise<{ items: DataLogger[] }> {
      const booking = await findVisibleBooking(db, access, bookingRef);
      const rows = await db.select().from(dataLoggers).where(eq(dataLoggers.bookingId, booking.id)).orderBy(asc(dataLoggers.addedAt), asc(dataLoggers.id));
      return { items: await toLoggers(booking, rows) };
    },

    async create(actor: AttachmentActor, input: { bookingRef: string; serialNumber: string; model: string }): Promise<DataLogger> {
      const booking = await findManageableBooking(db, actor.access, input.bookingRef);
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: dataLoggers.id }).from(dataLoggers)
          .where(and(eq(dataLoggers.bookingId, booking.id), sql`upper(${dataLoggers.serialNumber}) = upper(${input.serialNumber})`));
        if (existing) throw errors.conflict('DATA_LOGGER_ALREADY_EXISTS', `Data logger ${input.serialNumber} is already on ${booking.ref}`);
        const [inserted] = await tx.insert(dataLoggers).values({ bookingId: booking.id, serialNumber: input.serialNumber, model: input.model, addedById: actor.access.userId, addedAt: now() }).returning();
        await appendHistory(tx, { bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'DATA_LOGGER_ADDED', note: `${input.model} ${input.serialNumber}`, at: now() });
        return inserted!;
      }).catch((error: unknown) => {
        // Two adds of one serial racing past the check: the unique index decides, with the same answer.
        if ((error as { cause?: { code?: string }; code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
          throw errors.conflict('DATA_LOGGER_ALREADY_EXISTS', `Data logger ${input.serialNumber} is already on ${booking.ref}`);
        }
        throw error;
      });
      return (await toLoggers(booking, [row]))[0]!;
    },

    async remove(actor: AttachmentActor, id: string): Promise<void> {
      const { logger, booking } = await findLogger(actor.access, id, { manage: true });
      await db.transaction(async (tx) => {
        await tx.delete(dataLoggers).where(eq(dataLoggers.id, logger.id));
        await appendHistory(tx, { bookingId: booking.id, actorId: actor.access.userId, impersonatedById: actor.impersonatedById, action: 'DATA_LOGGER_REMOVED', note: `${logger.model} ${logger.serialNumber}`, at: now() });
      });
    },

    /** Adds readings; one at an instant the logger already has (or twice in the batch) is kept once. */
    async addReadings(access: BookingAccess, id: string, readings: { at: string; temperatureC: number }[]): Promise<{ accepted: number; duplicates: number }> {
      const { logger } = await findLogger(access, id, { manage: true });
      return db.transaction((tx) => insertReadings(tx, logger.id, readings));
    },

    async series(access: BookingAccess, id: string): Promise<ReadingSeries> {
      const { logger, booking } = await findLogger(access, id);
      const rows = await db.select().from(dataLoggerReadings).where(eq(dataLoggerReadings.loggerId, logger.id)).orderBy(asc(dataLoggerReadings.recordedAt));
      const range = rangeOf(booking);
      return readingSeries(logger.id, range ? { minC: range.minC, maxC: range.maxC } : null, rows.map((r) => ({ at: r.recordedAt.toISOString(), temperatureC: roundC(r.temperatureC) })));
    },
  };
}
export type DataLoggerService = ReturnType<typeof createDataLoggerService>;
