import { and, asc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { bookings, trackingEvents } from '../../db/schema';
import { type BookingAccess, visibleCondition } from '../bookings';

/** The DCSA T&T 2.2 code lists the feed's filters take (TNT_v2.2.0-resolved.yaml, `GET /v2/events`). */
const CODES = {
  eventType: ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'],
  shipmentEventTypeCode: ['RECE', 'DRFT', 'PENA', 'PENU', 'REJE', 'APPR', 'ISSU', 'SURR', 'SUBM', 'VOID', 'CONF', 'REQS', 'CMPL', 'HOLD', 'RELS'],
  documentTypeCode: ['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG'],
  transportEventTypeCode: ['ARRI', 'DEPA'],
  equipmentEventTypeCode: ['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP', 'PICK', 'DROP', 'INSP', 'RSEA', 'RMVD'],
} as const;
/** Which event type each type-specific filter belongs to: combined with another eventType it is refused. */
const FILTER_TYPE: Record<string, string> = {
  shipmentEventTypeCode: 'SHIPMENT', documentTypeCode: 'SHIPMENT', transportEventTypeCode: 'TRANSPORT', equipmentEventTypeCode: 'EQUIPMENT',
};
/** Plain equality filters: the column and the schema's maximum length. */
const EQUALS = {
  carrierBookingReference: [trackingEvents.carrierBookingReference, 35],
  transportDocumentReference: [trackingEvents.transportDocumentReference, 20],
  equipmentReference: [trackingEvents.equipmentReference, 15],
  transportCallID: [trackingEvents.transportCallId, 100],
  vesselIMONumber: [trackingEvents.vesselImo, 7],
  exportVoyageNumber: [trackingEvents.exportVoyageNumber, 50],
  carrierServiceCode: [trackingEvents.carrierServiceCode, 5],
  UNLocationCode: [trackingEvents.locationCode, 5],
} as const;
const COMPARE = { gte, gt, lte, lt, eq } as const;
const KNOWN = new Set(['limit', 'cursor', 'sort', 'API-Version', ...Object.keys(CODES), ...Object.keys(EQUALS)]);
export const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

export class FilterError extends Error {
  constructor(readonly reason: string, message: string) { super(message); }
}

const one = (v: unknown): string => (Array.isArray(v) ? String(v[v.length - 1]) : String(v));

/**
 * The feed's conditions from the query: unknown parameters, unknown codes, a filter that does not
 * fit the event type asked for, a bad date or limit → FilterError (400 in DCSA's error shape).
 */
export function feedConditions(query: Record<string, unknown>): { where: SQL[]; limit: number; after: number } {
  const where: SQL[] = [eq(trackingEvents.mode, 'SEA')];
  const lists: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(query)) {
    const base = key.split(':')[0]!;
    if (!KNOWN.has(key) && base !== 'eventCreatedDateTime') throw new FilterError('invalidQuery', `Unknown query parameter ${key}`);
    if (key in CODES) {
      const values = one(raw).split(',').map((v) => v.trim()).filter(Boolean);
      const allowed = CODES[key as keyof typeof CODES] as readonly string[];
      const wrong = values.filter((v) => !allowed.includes(v));
      if (values.length === 0 || wrong.length) throw new FilterError('invalidQuery', `${key} has unknown value(s) ${wrong.join(', ') || '(empty)'}; allowed: ${allowed.join(', ')}`);
      lists[key] = values;
    }
  }
  const types = lists.eventType;
  for (const [filter, type] of Object.entries(FILTER_TYPE)) {
    if (lists[filter] && types && !types.includes(type)) throw new FilterError('invalidQuery', `${filter} applies to ${type} events, but eventType is ${types.join(',')}`);
  }
  if (types) where.push(inArray(trackingEvents.eventType, types));
  const byType = (type: string, codes: string[] | undefined) => codes && where.push(sql`(${trackingEvents.eventType} <> ${type} or ${inArray(trackingEvents.code, codes)})`);
  byType('SHIPMENT', lists.shipmentEventTypeCode);
  byType('TRANSPORT', lists.transportEventTypeCode);
  byType('EQUIPMENT', lists.equipmentEventTypeCode);
  // A type-specific filter keeps only events of its type (DCSA: contradicting filters give an empty list).
  for (const [filter, type] of Object.entries(FILTER_TYPE)) if (lists[filter]) where.push(eq(trackingEvents.eventType, type));
  if (lists.documentTypeCode) where.push(inArray(trackingEvents.documentTypeCode, lists.documentTypeCode));
  for (const [name, [column, max]] of Object.entries(EQUALS)) {
    if (query[name] === undefined) continue;
    const value = one(query[name]);
    if (!value || value.length > max) throw new FilterError('invalidQuery', `${name} must be 1 to ${max} characters`);
    if (name === 'vesselIMONumber' && !/^\d{7}$/.test(value)) throw new FilterError('invalidQuery', 'vesselIMONumber must be 7 digits');
    if (name === 'UNLocationCode' && !/^[A-Z]{2}[A-Z2-9]{3}$/.test(value)) throw new FilterError('invalidQuery', 'UNLocationCode must be a UN/LOCODE (5 characters)');
    where.push(eq(column, value));
  }
  for (const [key, raw] of Object.entries(query)) {
    const [base, op = 'eq'] = key.split(':');
    if (base !== 'eventCreatedDateTime') continue;
    const compare = COMPARE[op as keyof typeof COMPARE];
    const at = new Date(one(raw));
    if (!compare) throw new FilterError('invalidQuery', `eventCreatedDateTime takes :gte, :gt, :lte, :lt or :eq, not :${op}`);
    if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(one(raw))) throw new FilterError('invalidQuery', 'eventCreatedDateTime must be an ISO 8601 date-time');
    where.push(compare(trackingEvents.eventCreatedAt, at));
  }
  let limit = DEFAULT_LIMIT;
  if (query.limit !== undefined) {
    limit = Number(one(query.limit));
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new FilterError('invalidQuery', `limit must be an integer from 1 to ${MAX_LIMIT}`);
  }
  let after = 0;
  if (query.cursor !== undefined) {
    const decoded = Buffer.from(one(query.cursor), 'base64url').toString('utf8');
    const m = /^after=(\d+)$/.exec(decoded);
    if (!m) throw new FilterError('invalidCursor', 'cursor is not one this server gave');
    after = Number(m[1]);
  }
  return { where, limit, after };
}

export const cursorAfter = (seq: number) => Buffer.from(`after=${seq}`).toString('base64url');

/** One page of the events the caller may see (their bookings' scope), oldest first, and the cursor to the next. */
export async function feedPage(db: Db, access: BookingAccess, query: Record<string, unknown>): Promise<{ events: unknown[]; next: string | null }> {
  const { where, limit, after } = feedConditions(query);
  // Read-only join for the caller's booking scope (docs/adr/011 rule 4): one statement, the bookings module's condition.
  const rows = await db.select({ seq: trackingEvents.seq, payload: trackingEvents.payload }).from(trackingEvents)
    .innerJoin(bookings, eq(bookings.id, trackingEvents.bookingId))
    .where(and(...where, gt(trackingEvents.seq, after), visibleCondition(access)))
    .orderBy(asc(trackingEvents.seq)).limit(limit + 1);
  const page = rows.slice(0, limit);
  return { events: page.map((r) => r.payload), next: rows.length > limit ? cursorAfter(page[page.length - 1]!.seq) : null };
}
