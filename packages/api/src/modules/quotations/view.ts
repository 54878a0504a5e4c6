import type { Quotation, QuotationAllowedAction, QuotationListItem, SharedQuotation } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { organizationRepository } from '../organizations';
import { personRefs, type PersonRef } from '../users';
import type { QuotationAccess, QuotationRow } from './access';
import { quotationData } from './data';
import { quotationRepository as repo } from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the caller may do with the quotation now (the browser shows these; the server checks again). */
export function allowedActions(access: QuotationAccess, row: QuotationRow): QuotationAllowedAction[] {
  const out: QuotationAllowedAction[] = [];
  if (!access.manage) return out;
  const s = row.status;
  if (s === 'DRAFT' || s === 'REQUESTED') out.push('edit');
  if (s === 'DRAFT') out.push('submit');
  if (access.desk && (s === 'REQUESTED')) out.push('price');
  if (access.desk && s === 'REQUESTED' && row.optionCount > 0) out.push('issue');
  if (s === 'ISSUED') out.push('accept');
  if (s === 'REQUESTED' || s === 'ISSUED' || s === 'DRAFT') out.push('decline');
  if (s === 'ACCEPTED' || s === 'ISSUED') out.push('book');
  if (s !== 'DRAFT') out.push('share');
  return out;
}

export function listItem(row: QuotationRow, org: string, people: Map<string, PersonRef>): QuotationListItem {
  return {
    id: row.id, ref: row.ref, status: row.status, mode: row.mode, seaLoad: row.seaLoad, origin: row.origin, destination: row.destination,
    cargoReadyDate: row.cargoReadyDate, cargoType: row.cargoType as QuotationListItem['cargoType'], commodity: row.commodity,
    organization: { id: row.organizationId, name: org }, requestedBy: people.get(row.requestedById) ?? { id: row.requestedById, name: '' },
    optionCount: row.optionCount, bestPrice: row.bestTotal === null ? null : { currency: row.currency, amount: row.bestTotal },
    validUntil: row.validUntil, bookingRef: row.bookingRef, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listItems(ex: Executor, rows: QuotationRow[]): Promise<QuotationListItem[]> {
  const orgs = await organizationRepository.names(ex, [...new Set(rows.map((r) => r.organizationId))]);
  const people = await personRefs(ex, rows.map((r) => r.requestedById));
  return rows.map((r) => listItem(r, orgs.get(r.organizationId) ?? '', people));
}

export async function quotationView(ex: Executor, access: QuotationAccess, row: QuotationRow): Promise<Quotation> {
  const data = quotationData(row);
  const history = await repo.history(ex, row.id);
  const people = await personRefs(ex, [row.requestedById, ...history.map((h) => h.actorId)]);
  const orgs = await organizationRepository.names(ex, [row.organizationId]);
  return {
    id: row.id, ref: row.ref, status: row.status, version: row.version, mode: row.mode, seaLoad: row.seaLoad, origin: row.origin, destination: row.destination,
    cargoReadyDate: row.cargoReadyDate, cargo: data.cargo, declaredValue: data.declaredValue, currency: row.currency, scheduleOptionId: row.scheduleOptionId,
    remarks: data.remarks, totals: data.totals, organization: { id: row.organizationId, name: orgs.get(row.organizationId) ?? '' },
    requestedBy: people.get(row.requestedById) ?? { id: row.requestedById, name: '' }, options: data.options, acceptedOptionId: row.acceptedOptionId,
    validUntil: row.validUntil, issuedAt: iso(row.issuedAt), acceptedAt: iso(row.acceptedAt), declinedAt: iso(row.declinedAt), declineReason: data.declineReason,
    expiredAt: iso(row.expiredAt), booking: row.bookingId && row.bookingRef ? { id: row.bookingId, ref: row.bookingRef } : null,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), allowedActions: allowedActions(access, row),
    history: history.map((h) => ({
      id: h.id, action: h.action as Quotation['history'][number]['action'], fromStatus: h.fromStatus as Quotation['status'] | null, toStatus: h.toStatus as Quotation['status'] | null,
      actor: h.actorId ? (people.get(h.actorId) ?? null) : null, note: h.note, at: h.at.toISOString(),
    })),
  };
}

/** What a share link's holder sees: the request and its options, not its history or people. */
export async function sharedQuotationView(ex: Executor, row: QuotationRow, linkExpiresAt: Date): Promise<SharedQuotation> {
  const data = quotationData(row);
  const orgs = await organizationRepository.names(ex, [row.organizationId]);
  return {
    ref: row.ref, status: row.status, mode: row.mode, seaLoad: row.seaLoad, origin: row.origin, destination: row.destination, cargoReadyDate: row.cargoReadyDate,
    cargo: data.cargo, declaredValue: data.declaredValue, currency: row.currency, totals: data.totals, options: data.options,
    acceptedOptionId: row.acceptedOptionId, validUntil: row.validUntil, issuedAt: iso(row.issuedAt), createdAt: row.createdAt.toISOString(),
    organization: { name: orgs.get(row.organizationId) ?? '' }, expiresAt: linkExpiresAt.toISOString(),
  };
}
