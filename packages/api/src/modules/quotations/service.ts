import { createHash } from 'node:crypto';
import {
  cargoTotals, chargeAmount, checkBookingConsistency, FREIGHT_CHARGE_CODE, paths, QUOTATION_TRANSITIONS, roundToMinorUnit,
  type AcceptQuotationInput, BookQuotationSchema, type BookQuotationInput, type ChargeLine, type CreateQuotationValues, type Quotation, type QuotationListFilters,
  type QuotationOption, type QuotationPage, type QuotationStatus, type QuotationSummary, type UpdateQuotationInput,
} from '@freightdeck/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db';
import { AppError, errors } from '../../lib/app-error';
import { parseOrThrow } from '../../lib/validation';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../mail';
import { parseCreateBooking, type BookingService } from '../bookings';
import { organizationRepository } from '../organizations';
import { userRepository } from '../users';
import { locate } from '../references';
import { carrierName } from '../rate-cards';
import { findManageableQuotation, findVisibleQuotation, quotationAccess, type QuotationAccess, type QuotationActor, type QuotationRow } from './access';
import { quotationData, type QuotationData } from './data';
import { quotationDraftRepository } from './drafts';
import { inCurrency, optionEmissions, priceRequest, routingOf, totalOf, type PricingDeps, type PricingInput } from './pricing';
import { quotationRepository as repo } from './repository';
import { listItems, quotationView } from './view';
import { exchangeRatesOn } from '../exchange-rates';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** `FDQ-001042`. */
export const formatQuotationRef = (n: number) => `FDQ-${String(n).padStart(6, '0')}`;

function assertConsistent(values: Pick<CreateQuotationValues, 'mode' | 'seaLoad' | 'origin' | 'destination' | 'cargo'>): void {
  const issues: { path: string; message: string }[] = [];
  const ctx = { addIssue: (i: { path?: PropertyKey[]; message?: string }) => issues.push({ path: (i.path ?? []).map(String).join('.'), message: i.message ?? 'is not valid' }) };
  checkBookingConsistency({ ...values, legs: [] }, ctx as unknown as z.RefinementCtx);
  if (issues.length) throw errors.validation(issues);
}

function transition(from: QuotationStatus, to: QuotationStatus): void {
  if (!QUOTATION_TRANSITIONS[from].includes(to)) {
    throw errors.conflict('INVALID_STATUS_TRANSITION', `A ${from.toLowerCase()} quotation cannot become ${to.toLowerCase()}`);
  }
}

const expired = () => new AppError(409, 'QUOTATION_EXPIRED', 'This quotation has expired: its validity has passed, so it can no longer be accepted or booked. Please request a new one.');

/** The columns derived from the data: list filters, sorting, the best price. */
function derivedColumns(data: QuotationData, currency: string, acceptedOptionId: string | null) {
  const chosen = acceptedOptionId ? data.options.filter((o) => o.id === acceptedOptionId) : data.options;
  const prices = chosen.map((o) => o.totalInQuotationCurrency?.amount).filter((n): n is number => n !== undefined);
  return {
    optionCount: data.options.length,
    bestTotal: prices.length ? Math.min(...prices) : null,
    currency,
  };
}

const searchText = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();
const earliest = (days: string[]) => (days.length ? days.reduce((a, b) => (a < b ? a : b)) : null);

export interface QuotationServiceDeps extends PricingDeps {
  db: Db;
  now: Clock;
  mailer: Mailer;
  bookings: Pick<BookingService, 'create'>;
  publicUrl: string;
  log?: { error: (obj: unknown, msg: string) => void };
}

/**
 * Quotations (docs/adr/019-quotations-and-rate-cards.md). Every method takes the acting user's
 * context, so routes pass the caller's and the demo seed its own; failures are AppErrors.
 */
export function createQuotationService(deps: QuotationServiceDeps) {
  const { db, now, mailer } = deps;
  const today = () => now().toISOString().slice(0, 10);

  async function chooseOrganization(ex: Executor, actor: QuotationActor, access: QuotationAccess, requested: string | undefined): Promise<string> {
    if (!requested) {
      const own = actor.organizations.find((o) => !o.isPrimary);
      if (!own) throw errors.validation([{ path: 'organizationId', message: 'is required: choose the customer to quote for' }]);
      return own.id;
    }
    // Staff (the primary organization) request for any active customer; anyone else for their own
    // organizations only, and another one is out of their scope: 404, its existence not revealed
    // (docs/adr/019-quotations-and-rate-cards.md, Scope).
    if (access.all) {
      const org = await organizationRepository.findById(ex, requested);
      if (!org || org.type !== 'CUSTOMER' || org.status !== 'ACTIVE') throw errors.validation([{ path: 'organizationId', message: 'is not an active customer organization' }]);
      return requested;
    }
    if (!access.organizationIds.includes(requested)) throw errors.notFound('Organization not found');
    return requested;
  }

  async function history(ex: Executor, actor: QuotationActor | null, row: QuotationRow, action: Parameters<typeof repo.appendHistory>[1]['action'], to: QuotationStatus | null, note = '', at = now()) {
    await repo.appendHistory(ex, {
      quotationId: row.id, action, actorId: actor?.userId ?? null, impersonatedById: actor?.impersonatedById ?? null,
      fromStatus: to ? row.status : null, toStatus: to, note, at,
    });
  }

  /** Marks one open quotation EXPIRED when its last valid day has passed (checked on read and by the sweep). */
  async function expireIfDue(row: QuotationRow): Promise<QuotationRow> {
    if (!(row.status === 'ISSUED' || row.status === 'ACCEPTED') || !row.validUntil || row.validUntil >= today()) return row;
    return db.transaction(async (tx) => {
      const locked = await repo.byId(tx, row.id, { forUpdate: true });
      if (!locked || !(locked.status === 'ISSUED' || locked.status === 'ACCEPTED') || !locked.validUntil || locked.validUntil >= today()) return locked ?? row;
      const at = now();
      const updated = await repo.update(tx, row.id, { status: 'EXPIRED', expiredAt: at, updatedAt: at });
      await history(tx, null, locked, 'EXPIRED', 'EXPIRED', `Valid until ${locked.validUntil}`, at);
      return updated;
    });
  }

  async function expireAllDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const due = await repo.dueToExpire(db, today(), 200);
      for (const row of due) {
        await expireIfDue(row);
        count += 1;
      }
      if (due.length < 200) return count;
    }
  }

  function requestOf(row: QuotationRow): PricingInput {
    const data = quotationData(row);
    return {
      mode: row.mode, seaLoad: row.seaLoad, origin: row.origin, destination: row.destination, cargoReadyDate: row.cargoReadyDate, cargo: data.cargo,
      declaredValue: data.declaredValue, currency: row.currency, scheduleOptionId: row.scheduleOptionId,
    };
  }

  async function notifyIssued(ex: Executor, row: QuotationRow): Promise<void> {
    const requester = await userRepository.findById(ex, row.requestedById);
    if (!requester) return;
    const link = `${deps.publicUrl.replace(/\/$/, '')}${paths.quotation(row.id)}`;
    const data = quotationData(row);
    const best = data.options.map((o) => o.totalInQuotationCurrency).filter((m) => m !== null).sort((a, b) => a!.amount - b!.amount)[0];
    await mailer.send({
      to: requester.email,
      subject: `Your quotation ${row.ref} is ready`,
      text: [
        `Your quotation ${row.ref} (${row.origin} → ${row.destination}) has been priced: ${data.options.length} option${data.options.length === 1 ? '' : 's'}` +
          `${best ? `, from ${best.amount.toFixed(2)} ${best.currency}` : ''}, valid until ${row.validUntil}.`,
        '', `See it, accept an option and book it here: ${link}`,
      ].join('\n'),
    }).catch((error: unknown) => deps.log?.error({ err: error, quotationId: row.id }, 'the quotation e-mail could not be sent'));
  }

  /** Prices a request and stores it in the status its options give: ISSUED when priced, REQUESTED when it waits for the desk. */
  async function priceAndFile(tx: Executor, actor: QuotationActor, row: QuotationRow, options: QuotationOption[]): Promise<QuotationRow> {
    const data: QuotationData = { ...quotationData(row), options };
    const at = now();
    if (options.length === 0) {
      const updated = await repo.update(tx, row.id, { status: 'REQUESTED', data, ...derivedColumns(data, row.currency, null), updatedAt: at });
      await history(tx, actor, row, 'REQUESTED', 'REQUESTED', 'No rate card covers this lane: waiting for the pricing desk', at);
      return updated;
    }
    const validUntil = earliest(options.map((o) => o.validUntil));
    const requested = await repo.update(tx, row.id, { status: 'REQUESTED', updatedAt: at });
    await history(tx, actor, row, 'REQUESTED', 'REQUESTED', '', at);
    const updated = await repo.update(tx, row.id, { status: 'ISSUED', data, ...derivedColumns(data, row.currency, null), validUntil, issuedAt: at, updatedAt: at });
    await history(tx, null, requested, 'ISSUED', 'ISSUED', `Priced at once by ${new Set(options.map((o) => o.rateCardId)).size} rate card(s): ${options.length} option(s)`, at);
    return updated;
  }

  async function view(ex: Executor, access: QuotationAccess, row: QuotationRow) {
    return quotationView(ex, access, row);
  }

  function checkVersion(row: QuotationRow, expectedVersion: number | undefined) {
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw errors.conflict('CONFLICT', 'The quotation changed since you read it');
  }

  /** Options typed by the pricing desk: amounts computed here, rounded per line to the currency, CO2e by the legs. */
  async function manualOptions(ex: Executor, row: QuotationRow, input: NonNullable<UpdateQuotationInput['options']>, validUntil: string): Promise<QuotationOption[]> {
    const request = requestOf(row);
    const rates = await exchangeRatesOn(ex, today());
    const located = await locate(ex, row.mode, [row.origin, row.destination, ...input.flatMap((o) => (o.legs ?? []).flatMap((l) => [l.from, l.to]))]);
    return input.map((o, index) => {
      const currency = o.currency.toUpperCase();
      const wrong = o.charges.findIndex((c) => c.currency.toUpperCase() !== currency);
      if (wrong >= 0) throw errors.validation([{ path: `options.${index}.charges.${wrong}.currency`, message: `must be the option's currency ${currency}` }]);
      const freight = o.charges.filter((c) => c.code.toUpperCase() === FREIGHT_CHARGE_CODE && c.basis !== 'PERCENT_OF_FREIGHT').reduce((s, c) => s + roundToMinorUnit(chargeAmount(c), currency), 0);
      const charges: ChargeLine[] = o.charges.map((c) => ({
        code: c.code.toUpperCase(), description: c.description, basis: c.basis, quantity: c.quantity, rate: c.rate, currency,
        amount: roundToMinorUnit(chargeAmount(c, freight), currency),
      }));
      const legs = (o.legs ?? []).map((l) => ({ carrier: l.carrier, transportId: l.transportId, vesselName: l.vesselName ?? '', from: l.from, to: l.to, departureAt: l.departureAt ?? null, arrivalAt: l.arrivalAt ?? null }));
      const emissions = optionEmissions(request, legs, located);
      const total = totalOf(charges, currency);
      return {
        id: createHash('sha256').update(`${row.id}|manual|${index}|${now().toISOString()}`).digest('base64url').slice(0, 16),
        carrier: o.carrier, carrierName: carrierName(o.carrier), pricedBy: 'MANUAL' as const, rateCardId: null, rateCardReference: null, scheduleOptionId: null, legs,
        routing: routingOf(row.origin, row.destination, legs), departureAt: legs[0]?.departureAt ?? null, arrivalAt: legs.at(-1)?.arrivalAt ?? null,
        transitDays: o.transitDays ?? null, currency, charges, total: { currency, amount: total },
        totalInQuotationCurrency: inCurrency(rates, total, currency, row.currency), co2eKg: emissions.co2eKg, emissions, validUntil, remarks: o.remarks ?? '',
      };
    });
  }

  return {
    /** `values` as CreateQuotationBaseSchema parsed them; the cross-field rules are checked here. */
    async create(actor: QuotationActor, values: CreateQuotationValues): Promise<Quotation> {
      const access = quotationAccess(actor);
      if (!access.manage) throw errors.forbidden();
      assertConsistent(values);
      // Priced before the transaction: the schedule search reads on its own connection.
      const options = await priceRequest(db, deps, { ...values, scheduleOptionId: values.scheduleOptionId }, today());
      const row = await db.transaction(async (tx) => {
        const organizationId = await chooseOrganization(tx, actor, access, values.organizationId);
        if (values.draftId && !(await quotationDraftRepository.deleteOwn(tx, actor.userId, values.draftId))) {
          throw errors.validation([{ path: 'draftId', message: 'is not one of your drafts' }]);
        }
        const ref = formatQuotationRef(await repo.nextRefNumber(tx));
        const totals = cargoTotals({ mode: values.mode, seaLoad: values.seaLoad, pieces: values.cargo.pieces, containers: values.cargo.containers as never });
        const data: QuotationData = { cargo: values.cargo, declaredValue: values.declaredValue, totals, options: [], remarks: values.remarks, declineReason: null };
        const at = now();
        const draft = await repo.insert(tx, {
          ref, status: 'DRAFT', mode: values.mode, seaLoad: values.seaLoad, origin: values.origin, destination: values.destination,
          cargoReadyDate: values.cargoReadyDate, cargoType: values.cargo.type, commodity: values.cargo.commodity, organizationId,
          requestedById: actor.userId, currency: values.currency, scheduleOptionId: values.scheduleOptionId,
          searchText: searchText([ref, values.cargo.commodity, values.origin, values.destination]), data, createdAt: at, updatedAt: at,
        });
        await history(tx, actor, draft, 'CREATED', null, '', at);
        if (values.asDraft) {
          // Priced for the caller to see, but not requested yet.
          const priced = { ...data, options };
          return repo.update(tx, draft.id, { data: priced, ...derivedColumns(priced, values.currency, null), validUntil: earliest(options.map((o) => o.validUntil)) });
        }
        return priceAndFile(tx, actor, draft, options);
      });
      return view(db, access, row);
    },

    /** The options a request would get now, not stored (the form's preview; bench:quotes measures it). */
    async price(actor: QuotationActor, values: CreateQuotationValues): Promise<{ options: QuotationOption[] }> {
      if (!quotationAccess(actor).manage) throw errors.forbidden();
      assertConsistent(values);
      return { options: await priceRequest(db, deps, values, today()) };
    },

    async list(actor: QuotationActor, filters: QuotationListFilters): Promise<QuotationPage> {
      const access = quotationAccess(actor);
      // Checked on read: quotations whose validity passed are EXPIRED before the filters see them,
      // not at the next sweep (one index probe when none is due).
      await expireAllDue();
      const { rows, total } = await repo.page(db, access, filters);
      return { items: await listItems(db, rows), total, page: filters.page, pageSize: filters.pageSize };
    },

    async get(actor: QuotationActor, idOrRef: string): Promise<Quotation> {
      const access = quotationAccess(actor);
      const row = await expireIfDue(await findVisibleQuotation(db, access, idOrRef));
      return view(db, access, row);
    },

    async summary(actor: QuotationActor): Promise<QuotationSummary> {
      const access = quotationAccess(actor);
      const counts = await repo.statusCounts(db, access, addDays(today(), 7));
      const open = (counts.byStatus.REQUESTED ?? 0) + (counts.byStatus.ISSUED ?? 0) + (counts.byStatus.ACCEPTED ?? 0);
      return { open, expiringThisWeek: counts.expiring, byStatus: counts.byStatus };
    },

    /** The desk prices by hand (options), sets the validity; the requester's side changes remarks. */
    async update(actor: QuotationActor, idOrRef: string, patch: UpdateQuotationInput): Promise<Quotation> {
      const access = quotationAccess(actor);
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, patch.expectedVersion);
        if ((patch.options || patch.validUntil) && !access.desk) throw errors.forbidden();
        if (['BOOKED', 'DECLINED', 'EXPIRED'].includes(current.status)) throw errors.conflict('INVALID_STATUS_TRANSITION', `A ${current.status.toLowerCase()} quotation cannot be changed`);
        if (patch.options && current.status !== 'REQUESTED') throw errors.conflict('INVALID_STATUS_TRANSITION', 'Options are priced by hand while the request waits for the pricing desk');
        if (patch.validUntil && patch.validUntil < today()) throw errors.validation([{ path: 'validUntil', message: 'must not be in the past' }]);
        const data = { ...quotationData(current) };
        const notes: string[] = [];
        let validUntil = patch.validUntil ?? current.validUntil;
        if (patch.options) {
          validUntil ??= addDays(today(), 14);
          data.options = await manualOptions(tx, current, patch.options, validUntil);
          notes.push(`${data.options.length} option(s) priced by hand`);
        } else if (patch.validUntil) {
          data.options = data.options.map((o) => ({ ...o, validUntil: patch.validUntil! }));
          notes.push(`Valid until ${patch.validUntil}`);
        }
        if (patch.remarks !== undefined) {
          data.remarks = patch.remarks;
          notes.push('Remarks changed');
        }
        const at = now();
        const updated = await repo.update(tx, current.id, { data, validUntil, ...derivedColumns(data, current.currency, current.acceptedOptionId), updatedAt: at });
        await history(tx, actor, current, patch.options ? 'PRICED' : 'UPDATED', null, notes.join('; '), at);
        return updated;
      });
      return view(db, access, row);
    },

    /** A DRAFT quotation becomes a request: priced again (ISSUED) or waiting for the desk (REQUESTED). */
    async submit(actor: QuotationActor, idOrRef: string, input: { expectedVersion?: number }): Promise<Quotation> {
      const access = quotationAccess(actor);
      const before = await findManageableQuotation(db, access, idOrRef);
      transition(before.status, 'REQUESTED');
      const options = await priceRequest(db, deps, requestOf(before), today());
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, input.expectedVersion);
        transition(current.status, 'REQUESTED');
        return priceAndFile(tx, actor, current, options);
      });
      return view(db, access, row);
    },

    /** The desk sends a priced request to its customer, who is e-mailed. */
    async issue(actor: QuotationActor, idOrRef: string, input: { validUntil?: string; expectedVersion?: number }): Promise<Quotation> {
      const access = quotationAccess(actor);
      if (!access.desk) {
        await findVisibleQuotation(db, access, idOrRef);
        throw errors.forbidden();
      }
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, input.expectedVersion);
        transition(current.status, 'ISSUED');
        const data = quotationData(current);
        if (data.options.length === 0) throw errors.conflict('INVALID_STATUS_TRANSITION', 'Price the request (its options) before issuing it');
        const validUntil = input.validUntil ?? current.validUntil ?? earliest(data.options.map((o) => o.validUntil))!;
        if (validUntil < today()) throw errors.validation([{ path: 'validUntil', message: 'must not be in the past' }]);
        const at = now();
        const updated = await repo.update(tx, current.id, { status: 'ISSUED', validUntil, issuedAt: at, updatedAt: at });
        await history(tx, actor, current, 'ISSUED', 'ISSUED', `Valid until ${validUntil}`, at);
        return updated;
      });
      await notifyIssued(db, row);
      return view(db, access, row);
    },

    async accept(actor: QuotationActor, idOrRef: string, input: AcceptQuotationInput): Promise<Quotation> {
      const access = quotationAccess(actor);
      await expireIfDue(await findManageableQuotation(db, access, idOrRef));
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, input.expectedVersion);
        if (current.status === 'EXPIRED') throw expired();
        transition(current.status, 'ACCEPTED');
        const option = quotationData(current).options.find((o) => o.id === input.optionId);
        if (!option) throw errors.validation([{ path: 'optionId', message: 'is not an option of this quotation' }]);
        const at = now();
        const updated = await repo.update(tx, current.id, { status: 'ACCEPTED', acceptedOptionId: option.id, acceptedAt: at, updatedAt: at, ...derivedColumns(quotationData(current), current.currency, option.id) });
        await history(tx, actor, current, 'ACCEPTED', 'ACCEPTED', `${option.carrierName}, ${option.routing}: ${option.total.amount} ${option.total.currency}`, at);
        return updated;
      });
      return view(db, access, row);
    },

    async decline(actor: QuotationActor, idOrRef: string, input: { reason: string; expectedVersion?: number }): Promise<Quotation> {
      const access = quotationAccess(actor);
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, input.expectedVersion);
        if (current.status === 'DRAFT') transition('REQUESTED', 'DECLINED');
        else transition(current.status, 'DECLINED');
        const at = now();
        const data = { ...quotationData(current), declineReason: input.reason };
        const updated = await repo.update(tx, current.id, { status: 'DECLINED', data, declinedAt: at, updatedAt: at });
        await history(tx, actor, current, 'DECLINED', 'DECLINED', input.reason, at);
        return updated;
      });
      return view(db, access, row);
    },

    /**
     * The booking of the accepted option (or of `optionId` when ISSUED: accepted and booked at
     * once), created by the bookings service in the same transaction: route, cargo, legs and
     * the option's charges from the quotation, the parties from the caller. Linked both ways.
     */
    async book(actor: QuotationActor, idOrRef: string, body: BookQuotationInput): Promise<Quotation> {
      const input = parseOrThrow(BookQuotationSchema, body);
      const access = quotationAccess(actor);
      await expireIfDue(await findManageableQuotation(db, access, idOrRef));
      const row = await db.transaction(async (tx) => {
        const current = await findManageableQuotation(tx, access, idOrRef, { forUpdate: true });
        checkVersion(current, input.expectedVersion);
        if (current.status === 'EXPIRED') throw expired();
        if (current.status === 'ISSUED' && !input.optionId) throw errors.validation([{ path: 'optionId', message: 'choose the option to book' }]);
        if (current.status !== 'ISSUED') transition(current.status, 'BOOKED');
        const data = quotationData(current);
        const optionId = current.status === 'ISSUED' ? input.optionId! : current.acceptedOptionId;
        if (current.status === 'ACCEPTED' && input.optionId && input.optionId !== current.acceptedOptionId) {
          throw errors.validation([{ path: 'optionId', message: 'is not the accepted option' }]);
        }
        const option = data.options.find((o) => o.id === optionId);
        if (!option) throw errors.validation([{ path: 'optionId', message: 'is not an option of this quotation' }]);
        const at = now();
        const cargoReadyDate = current.cargoReadyDate < today() ? today() : current.cargoReadyDate;
        const values = parseCreateBooking({
          mode: current.mode, seaLoad: current.seaLoad, origin: current.origin, destination: current.destination, cargoReadyDate,
          legs: option.legs.map((l) => ({ carrier: l.carrier, transportId: l.transportId, vesselName: l.vesselName, from: l.from, to: l.to, departureAt: l.departureAt, arrivalAt: l.arrivalAt })),
          cargo: data.cargo, shipper: input.shipper, consignee: input.consignee, notifyParty: input.notifyParty ?? null,
          customerReference: input.customerReference ?? '', remarks: input.remarks || `Booked from quotation ${current.ref}`,
          organizationId: current.organizationId, quotationId: current.id, scheduleOptionId: option.scheduleOptionId,
        });
        const { booking } = await deps.bookings.create(actor, values, { quotedCharges: option.charges, within: tx });
        if (current.status === 'ISSUED') {
          await history(tx, actor, current, 'ACCEPTED', 'ACCEPTED', `${option.carrierName}, ${option.routing}`, at);
        }
        const updated = await repo.update(tx, current.id, {
          status: 'BOOKED', acceptedOptionId: option.id, acceptedAt: current.acceptedAt ?? at, bookingId: booking.id, bookingRef: booking.ref, bookedAt: at, updatedAt: at,
          ...derivedColumns(data, current.currency, option.id),
        });
        await history(tx, actor, { ...current, status: 'ACCEPTED' }, 'BOOKED', 'BOOKED', `Booking ${booking.ref}`, at);
        return updated;
      });
      return view(db, access, row);
    },

    /** The periodic sweep: every open quotation whose validity passed becomes EXPIRED. Answers how many. */
    expireDue: expireAllDue,
  };
}
export type QuotationService = ReturnType<typeof createQuotationService>;
