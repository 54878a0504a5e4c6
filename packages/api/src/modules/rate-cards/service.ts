import {
  checkRateCard, CreateRateCardSchema, RateCardBaseSchema, type CreateRateCardValues, type ImportRateCardsResult, type ImportRowReport, type RateCard,
  type RateCardListFilters, type RateCardPage, type UpdateRateCardInput,
} from '@freightdeck/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { rateCards } from '../../db/schema';
import { AppError, errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseOrThrow } from '../../lib/validation';
import { buildChargeCodes } from '../../reference-data/charge-codes';
import { describePlaces } from '../references';
import { parseRateCardCsv } from './csv-import';
import { assertPricingDesk, type DeskActor } from './pricing-desk';
import { rateCardRepository as repo, type RateCardRow } from './repository';
import { isKnownCarrier, rowValues, toRateCard, valuesOf } from './view';

let chargeNames: Map<string, string> | null = null;
function chargeName(code: string): string | null {
  chargeNames ??= new Map(buildChargeCodes().map((c) => [c.code, c.name]));
  return chargeNames.get(code) ?? null;
}

/** Facts the schemas cannot check: a known carrier of the mode, known airports and ports. */
async function factIssues(ex: Executor, v: CreateRateCardValues): Promise<{ path: string; message: string }[]> {
  const issues: { path: string; message: string }[] = [];
  if (!isKnownCarrier(v.carrier, v.mode)) issues.push({ path: 'carrier', message: `is not a known ${v.mode === 'AIR' ? 'airline (IATA code)' : 'ocean carrier (SCAC)'}` });
  const codes = (['origin', 'destination'] as const).filter((end) => v[end].kind === 'AIRPORT' || v[end].kind === 'PORT');
  const known = await describePlaces(ex, v.mode, codes.map((end) => v[end].code));
  for (const end of codes) if (!known.has(v[end].code)) issues.push({ path: `${end}.code`, message: `is not a known ${v[end].kind === 'AIRPORT' ? 'airport' : 'port'}` });
  if (v.origin.kind === v.destination.kind && v.origin.code === v.destination.code) issues.push({ path: 'destination', message: 'must differ from the origin' });
  return issues;
}

const alreadyExists = () => new AppError(409, 'RATE_CARD_ALREADY_EXISTS');

/** What differs between a stored card and new values, as "validTo 2026-12-31 → 2027-03-31". */
function differences(stored: CreateRateCardValues, after: CreateRateCardValues): string[] {
  // Parsed again: jsonb keeps an object's keys in its own order, the schema in the schema's.
  const before = RateCardBaseSchema.parse(stored);
  const out: string[] = [];
  for (const key of Object.keys(after) as (keyof CreateRateCardValues)[]) {
    const a = JSON.stringify(before[key]);
    const b = JSON.stringify(after[key]);
    if (a !== b) out.push(typeof after[key] === 'object' && after[key] !== null ? `${key} changes` : `${key} ${String(before[key])} → ${String(after[key])}`);
  }
  return out;
}

/**
 * Rate cards (docs/adr/019-quotations-and-rate-cards.md): the pricing desk's tariffs. Every call
 * but `forLane` (instant pricing, for every quotation) is the desk's.
 */
export function createRateCardService({ db, now }: { db: Db; now: Clock }) {
  async function insert(ex: Executor, actor: DeskActor, values: CreateRateCardValues): Promise<RateCardRow> {
    const at = now();
    const [row] = await ex.insert(rateCards).values({ ...rowValues(values), createdById: actor.userId, updatedById: actor.userId, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: rateCards.reference }).returning();
    if (!row) throw alreadyExists();
    return row;
  }

  async function replace(ex: Executor, actor: DeskActor, row: RateCardRow, values: CreateRateCardValues): Promise<RateCardRow> {
    const [updated] = await ex.update(rateCards).set({ ...rowValues(values), updatedById: actor.userId, updatedAt: now(), version: row.version + 1 })
      .where(eq(rateCards.id, row.id)).returning();
    return updated!;
  }

  async function found(ex: Executor, id: string, forUpdate = false): Promise<RateCardRow> {
    const row = await repo.byId(ex, id, { forUpdate });
    if (!row) throw errors.notFound('Rate card not found');
    return row;
  }

  return {
    async list(actor: DeskActor, filters: RateCardListFilters): Promise<RateCardPage> {
      assertPricingDesk(actor);
      const { rows, total } = await repo.page(db, filters);
      return { items: rows.map(toRateCard), total, page: filters.page, pageSize: filters.pageSize };
    },

    async get(actor: DeskActor, id: string): Promise<RateCard> {
      assertPricingDesk(actor);
      return toRateCard(await found(db, id));
    },

    /** `values` parsed by RateCardBaseSchema (the route's body); the cross-field rules are checked here. */
    async create(actor: DeskActor, input: unknown): Promise<RateCard> {
      assertPricingDesk(actor);
      const values = parseOrThrow(CreateRateCardSchema, input);
      const issues = await factIssues(db, values);
      if (issues.length) throw errors.validation(issues);
      return toRateCard(await insert(db, actor, values));
    },

    async update(actor: DeskActor, id: string, patch: UpdateRateCardInput): Promise<RateCard> {
      assertPricingDesk(actor);
      return db.transaction(async (tx) => {
        const row = await found(tx, id, true);
        if (patch.expectedVersion !== undefined && patch.expectedVersion !== row.version) throw errors.conflict('CONFLICT', 'The rate card changed since you read it');
        const { expectedVersion: _v, ...fields } = patch;
        const merged = parseOrThrow(RateCardBaseSchema.superRefine(checkRateCard), { ...valuesOf(row), ...fields });
        const issues = await factIssues(tx, merged);
        if (issues.length) throw errors.validation(issues);
        if (merged.reference !== row.reference && (await repo.byReferences(tx, [merged.reference])).length) throw alreadyExists();
        return toRateCard(await replace(tx, actor, row, merged));
      });
    },

    async remove(actor: DeskActor, id: string): Promise<void> {
      assertPricingDesk(actor);
      const row = await found(db, id);
      await db.delete(rateCards).where(eq(rateCards.id, row.id));
    },

    /**
     * A CSV of cards: every row reported (ADD, CHANGE, UNCHANGED, REFUSE and why). Applied in one
     * transaction, and only when no row is refused; a refused file changes nothing and answers
     * 400 naming each refused row. `dryRun` reports without writing.
     */
    async importCsv(actor: DeskActor, input: { csv: string; dryRun: boolean }): Promise<ImportRateCardsResult> {
      assertPricingDesk(actor);
      const parsed = parseRateCardCsv(input.csv, chargeName);
      if ('error' in parsed) throw errors.validation([{ path: 'csv', message: parsed.error }], parsed.error);
      return db.transaction(async (tx) => {
        const existing = new Map((await repo.byReferences(tx, parsed.cards.map((c) => c.reference).filter(Boolean))).map((r) => [r.reference, r]));
        const rows: ImportRowReport[] = [];
        const writes: (() => Promise<unknown>)[] = [];
        for (const card of parsed.cards) {
          const report = (outcome: ImportRowReport['outcome'], messages: string[]) => {
            for (const line of card.lines) rows.push({ line, reference: card.reference, outcome, messages });
          };
          if (!card.values) {
            report('REFUSE', card.messages);
            continue;
          }
          const issues = await factIssues(tx, card.values);
          if (issues.length) {
            report('REFUSE', issues.map((i) => `${i.path}: ${i.message}`));
            continue;
          }
          const values = card.values;
          const before = existing.get(card.reference);
          if (!before) {
            report('ADD', [`${values.carrier} ${values.origin.code} → ${values.destination.code}, ${values.validFrom} to ${values.validTo}`]);
            writes.push(() => insert(tx, actor, values));
            continue;
          }
          const changes = differences(valuesOf(before), values);
          if (changes.length === 0) report('UNCHANGED', []);
          else {
            report('CHANGE', changes);
            writes.push(() => replace(tx, actor, before, values));
          }
        }
        rows.sort((a, b) => a.line - b.line);
        const counts = { add: 0, change: 0, unchanged: 0, refuse: 0 };
        for (const r of rows) counts[r.outcome.toLowerCase() as keyof typeof counts] += 1;
        const refused = rows.filter((r) => r.outcome === 'REFUSE');
        if (input.dryRun) return { dryRun: true, applied: false, counts, rows };
        if (refused.length) {
          throw errors.validation(
            refused.map((r) => ({ path: `line ${r.line}`, message: `${r.reference || '(no reference)'}: ${r.messages.join('; ')}` })),
            `${refused.length} row${refused.length === 1 ? '' : 's'} refused (first: line ${refused[0]!.line}); nothing was imported`,
          );
        }
        for (const write of writes) await write();
        return { dryRun: false, applied: true, counts, rows };
      });
    },

    /** The cards of a lane valid on a day (instant pricing): the request's origin and destination as lane keys. */
    forLane: (ex: Executor, mode: 'AIR' | 'SEA', originKeys: string[], destinationKeys: string[], day: string) => repo.forLane(ex, mode, originKeys, destinationKeys, day),
  };
}
export type RateCardService = ReturnType<typeof createRateCardService>;
