import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { dataLoggerReadings, dataLoggers } from '../../db/schema';
import { bookingData, type BookingRow } from '../bookings';
import { excursionsOf, roundC, type Excursion, type TemperatureRange } from './excursions';

const INSERT_BATCH = 2000;
export const temperatureRangeOf = (booking: BookingRow): TemperatureRange | null => {
  const t = bookingData(booking).cargo?.temperature;
  return t ? { minC: t.minC, maxC: t.maxC } : null;
};

export interface LoggerTrace { id: string; bookingId: string; serialNumber: string; model: string; readings: { at: string; temperatureC: number }[]; excursions: Excursion[] }

/** The loggers of these bookings with their readings and excursions (tracking's timeline, list flags and chart). */
export async function loggerTraces(ex: Executor, bookings: BookingRow[]): Promise<LoggerTrace[]> {
  if (bookings.length === 0) return [];
  const loggers = await ex.select().from(dataLoggers).where(inArray(dataLoggers.bookingId, bookings.map((b) => b.id))).orderBy(asc(dataLoggers.addedAt));
  if (loggers.length === 0) return [];
  const readings = await ex.select().from(dataLoggerReadings).where(inArray(dataLoggerReadings.loggerId, loggers.map((l) => l.id))).orderBy(asc(dataLoggerReadings.recordedAt));
  const byLogger = new Map<string, { at: string; temperatureC: number }[]>();
  for (const r of readings) {
    const list = byLogger.get(r.loggerId) ?? [];
    list.push({ at: r.recordedAt.toISOString(), temperatureC: roundC(r.temperatureC) });
    byLogger.set(r.loggerId, list);
  }
  const bookingOf = new Map(bookings.map((b) => [b.id, b]));
  return loggers.map((l) => {
    const list = byLogger.get(l.id) ?? [];
    return { id: l.id, bookingId: l.bookingId, serialNumber: l.serialNumber, model: l.model, readings: list, excursions: excursionsOf(temperatureRangeOf(bookingOf.get(l.bookingId)!), list) };
  });
}

/** The logger with this serial on the newest booking that carries it (a logger is reused across shipments). */
export async function loggerBySerial(ex: Executor, serialNumber: string): Promise<typeof dataLoggers.$inferSelect | undefined> {
  const [row] = await ex.select().from(dataLoggers).where(sql`upper(${dataLoggers.serialNumber}) = upper(${serialNumber})`).orderBy(desc(dataLoggers.addedAt)).limit(1);
  return row;
}

/** Stores readings; one at an instant the logger already has (or twice in the batch) is kept once. */
export async function insertReadings(ex: Executor, loggerId: string, readings: { at: string; temperatureC: number }[]): Promise<{ accepted: number; duplicates: number }> {
  const unique = new Map<number, { loggerId: string; recordedAt: Date; temperatureC: number }>();
  for (const r of readings) {
    const recordedAt = new Date(r.at);
    // Kept to 0.01 °C, as shown: a value like 1e-323 is below what the `real` column holds (a 500 before).
    if (!unique.has(recordedAt.getTime())) unique.set(recordedAt.getTime(), { loggerId, recordedAt, temperatureC: roundC(r.temperatureC) });
  }
  const rows = [...unique.values()];
  let accepted = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const inserted = await ex.insert(dataLoggerReadings).values(rows.slice(i, i + INSERT_BATCH)).onConflictDoNothing().returning({ at: dataLoggerReadings.recordedAt });
    accepted += inserted.length;
  }
  return { accepted, duplicates: readings.length - accepted };
}

