import {
  CARGO_TYPES, CreateRateCardSchema, RATE_CARD_CSV_COLUMNS, RATE_CARD_PLACE_KINDS, SURCHARGE_BASES, type CreateRateCardValues,
} from '@freightdeck/contracts';
import { zodIssues } from '../../lib/validation';
import { parseCsvLines } from './csv';

type Column = (typeof RATE_CARD_CSV_COLUMNS)[number];
const CONTAINER_COLUMNS = ['22G1', '42G1', '45G1', '22R1', '45R1'] as const;
const BREAK_COLUMNS = ['minimum', 'n', 'q45', 'q100', 'q300', 'q500', 'q1000'] as const;
/** The columns every row of one card must repeat alike. */
const CARD_COLUMNS: Column[] = ['carrier', 'mode', 'origin', 'destination', 'validFrom', 'validTo', 'currency', ...CONTAINER_COLUMNS, 'lclPerRevenueTonne', 'lclMinimum', 'surcharges', 'remarks'];

export interface ParsedCard {
  reference: string;
  /** The CSV lines of the card's rows. */
  lines: number[];
  values: CreateRateCardValues | null;
  messages: string[];
}

const number = (text: string, what: string, problems: string[]): number | null => {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isFinite(n)) {
    problems.push(`${what}: "${t}" is not a number`);
    return null;
  }
  return n;
};

/** `SIN`, `AIRPORT:SIN`, `COUNTRY:DE`: a bare code is an airport for AIR, a port for SEA, a country when two letters. */
function place(text: string, mode: string): { kind: string; code: string } {
  const t = text.trim().toUpperCase();
  const [first, second] = t.split(':');
  if (second !== undefined && (RATE_CARD_PLACE_KINDS as readonly string[]).includes(first!)) return { kind: first!, code: second };
  if (t.length === 2) return { kind: 'COUNTRY', code: t };
  return { kind: mode === 'SEA' ? 'PORT' : 'AIRPORT', code: t };
}

/** `MY:PER_CHARGEABLE_KG:1.05;AW:PER_AWB:35`; a fourth part names the cargo types (`PHARMACEUTICAL|PERISHABLE`) or `DG`. */
function surcharges(text: string, problems: string[]) {
  const out: unknown[] = [];
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [code = '', basis = '', rate = '', condition = ''] = part.split(':').map((x) => x.trim());
    if (!(SURCHARGE_BASES as readonly string[]).includes(basis.toUpperCase())) {
      problems.push(`surcharges: "${part}" has no basis of ${SURCHARGE_BASES.join(', ')}`);
      continue;
    }
    const value = number(rate, `surcharges: ${code}`, problems);
    if (value === null) {
      if (rate.trim() === '') problems.push(`surcharges: "${part}" has no rate`);
      continue;
    }
    const conditions = condition.toUpperCase().split('|').filter(Boolean);
    const cargoTypes = conditions.filter((c) => c !== 'DG');
    for (const c of cargoTypes) if (!(CARGO_TYPES as readonly string[]).includes(c)) problems.push(`surcharges: "${c}" is not a cargo type`);
    out.push({ code, description: code, basis: basis.toUpperCase(), rate: value, cargoTypes: cargoTypes.filter((c) => (CARGO_TYPES as readonly string[]).includes(c)), dangerousGoodsOnly: conditions.includes('DG') });
  }
  return out;
}

/**
 * The cards of a rate-card CSV (RATE_CARD_CSV_COLUMNS), one per reference; rows of one card
 * (an air card's cargo-type rows) must agree on the card's columns. Each card is checked as
 * `POST /v1/rate-cards` checks a body; every problem is named with its line.
 */
export function parseRateCardCsv(text: string, describeCharge: (code: string) => string | null): { header: string[] | null; cards: ParsedCard[] } | { error: string } {
  const rows = parseCsvLines(text.replace(/^\uFEFF/, ''));
  const [head, ...body] = rows;
  if (!head) return { error: 'The file is empty' };
  const header = head.fields.map((h) => h.trim());
  const missing = RATE_CARD_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { error: `The header row lacks the columns ${missing.join(', ')}` };
  const unknown = header.filter((h) => !(RATE_CARD_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) return { error: `The header row has unknown columns ${unknown.join(', ')}` };
  if (body.length === 0) return { error: 'The file has no rows under its header' };
  if (body.length > 5000) return { error: 'A file holds at most 5,000 rows' };

  const groups = new Map<string, { line: number; cell: (c: Column) => string }[]>();
  const cards: ParsedCard[] = [];
  for (const row of body) {
    const cell = (c: Column) => (row.fields[header.indexOf(c)] ?? '').trim();
    const reference = cell('reference');
    if (!reference) {
      cards.push({ reference: '', lines: [row.line], values: null, messages: ['reference: is required'] });
      continue;
    }
    if (row.fields.length !== header.length) {
      cards.push({ reference, lines: [row.line], values: null, messages: [`has ${row.fields.length} fields, the header ${header.length}`] });
      continue;
    }
    groups.set(reference, [...(groups.get(reference) ?? []), { line: row.line, cell }]);
  }

  for (const [reference, group] of groups) {
    const first = group[0]!;
    const problems: string[] = [];
    for (const other of group.slice(1)) {
      for (const c of CARD_COLUMNS) {
        if (other.cell(c) !== first.cell(c)) problems.push(`line ${other.line}: ${c} differs from line ${first.line} of the same reference`);
      }
    }
    const mode = first.cell('mode').toUpperCase();
    const airRates = mode === 'AIR' ? group.map((r) => {
      const cargoType = r.cell('cargoType').toUpperCase();
      const rate: Record<string, unknown> = { cargoType: cargoType || null };
      for (const b of BREAK_COLUMNS) rate[b] = number(r.cell(b), `line ${r.line}: ${b}`, problems) ?? undefined;
      return rate;
    }) : [];
    if (mode !== 'AIR') {
      for (const r of group) for (const b of [...BREAK_COLUMNS, 'cargoType'] as const) if (r.cell(b)) problems.push(`line ${r.line}: ${b}: weight-break rates are for air freight`);
    }
    const fclRates = CONTAINER_COLUMNS.flatMap((type) => {
      const rate = number(first.cell(type), type, problems);
      return rate === null ? [] : [{ containerType: type, rate }];
    });
    const lclPer = number(first.cell('lclPerRevenueTonne'), 'lclPerRevenueTonne', problems);
    const lclMin = number(first.cell('lclMinimum'), 'lclMinimum', problems);
    const candidate = {
      reference, carrier: first.cell('carrier'), mode, origin: place(first.cell('origin'), mode), destination: place(first.cell('destination'), mode),
      validFrom: first.cell('validFrom'), validTo: first.cell('validTo'), currency: first.cell('currency'),
      airRates, fclRates, lclRate: lclPer === null && lclMin === null ? null : { ratePerRevenueTonne: lclPer ?? undefined, minimumCharge: lclMin ?? 0 },
      surcharges: surcharges(first.cell('surcharges'), problems), remarks: first.cell('remarks'),
    };
    const parsed = CreateRateCardSchema.safeParse(candidate);
    if (!parsed.success) for (const i of zodIssues(parsed.error)) problems.push(`${i.path || 'card'}: ${i.message}`);
    let values = parsed.success ? parsed.data : null;
    if (values) {
      values = { ...values, surcharges: values.surcharges.map((s) => ({ ...s, description: describeCharge(s.code) ?? s.code })) };
    }
    cards.push({ reference, lines: group.map((r) => r.line), values: problems.length ? null : values, messages: problems });
  }
  cards.sort((a, b) => a.lines[0]! - b.lines[0]!);
  return { header, cards };
}
