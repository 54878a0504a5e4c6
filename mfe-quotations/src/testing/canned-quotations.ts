import type {
  ImportRateCardsResult, Quotation, QuotationListItem, QuotationOption, QuotationShareLink, QuotationSummary, RateCard, SharedQuotation,
} from '@freightdeck/contracts';
import { reply, type CannedResponses } from '@freightdeck/dev-shell';

/**
 * Quotations as the API answers them (`/v1/quotations…`, `/v1/rate-cards…`), for the dev shell's
 * canned mode and the remote's tests: QT-AIR-0101, SIN → FRA pharmaceuticals priced by three
 * rate cards (SQ direct, LH direct, CX via HKG; 641.5 kg chargeable at each card's +500 kg
 * pharma rate with fuel, security and air waybill fee), and QT-SEA-0102 waiting for the pricing desk.
 */
export const QUOTATION_ID = '5f1d0c2a-7b3e-4a61-9c2d-1e0f3a4b0101';
export const WAITING_ID = '5f1d0c2a-7b3e-4a61-9c2d-1e0f3a4b0102';
const ACME = { id: '00000000-0000-4000-8000-000000000002', name: 'Acme Pharma' };
const CARL = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Carl Lind' };
const METHOD = 'ISO 14083 / GLEC Framework v3';

function airOption(id: string, carrier: string, carrierName: string, legs: QuotationOption['legs'], rates: [number, number, number, number], totals: number[], co2eKg: number, distanceKm: number, transitDays: number): QuotationOption {
  const [rate, my, sc, aw] = rates;
  const line = (code: string, description: string, basis: QuotationOption['charges'][number]['basis'], quantity: number, r: number, amount: number) => ({ code, description, basis, quantity, rate: r, amount, currency: 'USD' });
  const total = totals.reduce((a, b) => a + b, 0);
  return {
    id, carrier, carrierName, pricedBy: 'RATE_CARD', rateCardId: `rc-${id}`, rateCardReference: `${carrier}-SINFRA-PIL-2026Q4`, scheduleOptionId: null,
    legs, routing: [legs[0]!.from, ...legs.map((l) => l.to)].join(' → '), departureAt: legs[0]!.departureAt, arrivalAt: legs.at(-1)!.arrivalAt, transitDays,
    currency: 'USD',
    charges: [
      line('FRT', 'Air freight, pharmaceutical +500 kg', 'PER_CHARGEABLE_KG', 641.5, rate, totals[0]!),
      line('MY', 'Fuel surcharge', 'PER_CHARGEABLE_KG', 641.5, my, totals[1]!),
      line('SC', 'Security charge', 'PER_CHARGEABLE_KG', 641.5, sc, totals[2]!),
      line('AW', 'Air waybill fee', 'PER_AWB', 1, aw, totals[3]!),
    ],
    total: { currency: 'USD', amount: Math.round(total * 100) / 100 },
    totalInQuotationCurrency: { currency: 'USD', amount: Math.round(total * 100) / 100 },
    co2eKg,
    emissions: { co2eKg, distanceKm, tonneKm: 0.36 * distanceKm, intensityGPerTonneKm: null, complete: true, method: METHOD, factorsVersion: 'GLEC-3.1-2025', legs: [] },
    validUntil: '2026-12-09',
    remarks: '',
  };
}

const leg = (carrier: string, transportId: string, from: string, to: string, departureAt: string, arrivalAt: string) => ({ carrier, transportId, vesselName: '', from, to, departureAt, arrivalAt });

export const cannedOptions: QuotationOption[] = [
  airOption('opt-sq', 'SQ', 'Singapore Airlines Cargo', [leg('SQ', 'SQ326', 'SIN', 'FRA', '2026-12-02T15:05:00.000Z', '2026-12-03T05:50:00.000Z')], [4.1, 1.05, 0.15, 35], [2630.15, 673.58, 96.23, 35], 2461.2, 10_357, 1),
  airOption('opt-lh', 'LH', 'Lufthansa Cargo', [leg('LH', 'LH8401', 'SIN', 'FRA', '2026-12-02T16:30:00.000Z', '2026-12-03T07:10:00.000Z')], [3.85, 1.1, 0.12, 30], [2469.78, 705.65, 76.98, 30], 2461.2, 10_357, 1),
  airOption('opt-cx', 'CX', 'Cathay Cargo', [
    leg('CX', 'CX714', 'SIN', 'HKG', '2026-12-02T02:15:00.000Z', '2026-12-02T06:10:00.000Z'),
    leg('CX', 'CX289', 'HKG', 'FRA', '2026-12-02T15:40:00.000Z', '2026-12-03T05:25:00.000Z'),
  ], [3.3, 0.95, 0.14, 35], [2116.95, 609.43, 89.81, 35], 2705.72, 11_930, 2),
];

export function cannedQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    id: QUOTATION_ID, ref: 'QT-AIR-0101', status: 'ISSUED', version: 2, mode: 'AIR', seaLoad: null, origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01',
    cargo: {
      type: 'PHARMACEUTICAL', commodity: 'Vaccines', hsCode: '300220', dangerousGoods: null, temperature: { minC: 2, maxC: 8 }, handlingCodes: ['COL', 'PIL'],
      pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90, description: '' }], containers: [],
    },
    declaredValue: null, currency: 'USD', scheduleOptionId: null, remarks: '',
    totals: { pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 641.5, unit: 'KG' }, teu: 0 },
    organization: ACME, requestedBy: CARL, options: cannedOptions, acceptedOptionId: null, validUntil: '2026-12-09',
    issuedAt: '2026-11-25T09:00:00.000Z', acceptedAt: null, declinedAt: null, declineReason: null, expiredAt: null, booking: null,
    createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z',
    allowedActions: ['accept', 'decline', 'book', 'share'],
    history: [
      { id: 'h1', action: 'CREATED', fromStatus: null, toStatus: 'REQUESTED', actor: CARL, note: '', at: '2026-11-25T09:00:00.000Z' },
      { id: 'h2', action: 'ISSUED', fromStatus: 'REQUESTED', toStatus: 'ISSUED', actor: null, note: 'Priced by 3 rate cards', at: '2026-11-25T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** A sea FCL request on a lane without rate cards: waiting for the pricing desk. */
export const waitingQuotation = (overrides: Partial<Quotation> = {}): Quotation => cannedQuotation({
  id: WAITING_ID, ref: 'QT-SEA-0102', status: 'REQUESTED', version: 1, mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'SEGOT',
  cargo: { type: 'GENERAL', commodity: 'Laboratory equipment', hsCode: '902780', dangerousGoods: null, temperature: null, handlingCodes: [], pieces: [], containers: [{ type: '42G1', count: 2, cargoWeightKg: 12000 }] },
  totals: { pieces: 2, grossWeightKg: 24_000, volumeM3: 135.4, chargeable: { value: 2, unit: 'CONTAINER' }, teu: 4 },
  options: [], validUntil: null, issuedAt: null, allowedActions: ['decline', 'share'],
  history: [{ id: 'h3', action: 'REQUESTED', fromStatus: null, toStatus: 'REQUESTED', actor: CARL, note: 'No rate card covers CNSHA → SEGOT', at: '2026-11-24T14:00:00.000Z' }],
  ...overrides,
});

const listItem = (q: Quotation): QuotationListItem => ({
  id: q.id, ref: q.ref, status: q.status, mode: q.mode, seaLoad: q.seaLoad, origin: q.origin, destination: q.destination, cargoReadyDate: q.cargoReadyDate,
  cargoType: q.cargo.type, commodity: q.cargo.commodity, organization: q.organization, requestedBy: q.requestedBy, optionCount: q.options.length,
  bestPrice: q.options.length ? { currency: 'USD', amount: Math.min(...q.options.map((o) => o.total.amount)) } : null,
  validUntil: q.validUntil, bookingRef: q.booking?.ref ?? null, createdAt: q.createdAt, updatedAt: q.updatedAt,
});

export const cannedList = [
  listItem(cannedQuotation()),
  listItem(waitingQuotation()),
  listItem(cannedQuotation({ id: '5f1d0c2a-7b3e-4a61-9c2d-1e0f3a4b0103', ref: 'QT-AIR-0097', status: 'EXPIRED', validUntil: '2026-11-20', createdAt: '2026-11-06T10:00:00.000Z' })),
];

export const cannedSummary: QuotationSummary = { open: 1, expiringThisWeek: 0, byStatus: { ISSUED: 1, REQUESTED: 1, EXPIRED: 1 } };

export const cannedShareLink: QuotationShareLink = {
  id: 'sl-1', token: 'qs_canned-token-0101', urls: { share: '/quotations/share/QT-AIR-0101?token=qs_canned-token-0101', print: '/quotations/print/QT-AIR-0101?token=qs_canned-token-0101' },
  createdBy: CARL, createdAt: '2026-11-25T09:10:00.000Z', expiresAt: '2026-12-09T09:10:00.000Z', revokedAt: null, status: 'ACTIVE',
};

export function sharedQuotation(): SharedQuotation {
  const { ref, status, mode, seaLoad, origin, destination, cargoReadyDate, cargo, declaredValue, currency, totals, options, acceptedOptionId, validUntil, issuedAt, createdAt } = cannedQuotation();
  return { ref, status, mode, seaLoad, origin, destination, cargoReadyDate, cargo, declaredValue, currency, totals, options, acceptedOptionId, validUntil, issuedAt, createdAt, organization: { name: ACME.name }, expiresAt: cannedShareLink.expiresAt };
}

export const cannedRateCard: RateCard = {
  id: 'rc-sq-sinfra', carrier: 'SQ', carrierName: 'Singapore Airlines Cargo', mode: 'AIR', origin: { kind: 'AIRPORT', code: 'SIN' }, destination: { kind: 'AIRPORT', code: 'FRA' },
  validFrom: '2026-10-01', validTo: '2026-12-31', currency: 'USD', reference: 'SQ-SINFRA-2026Q4',
  airRates: [
    { cargoType: null, minimum: 85, n: 5.2, q45: 4.1, q100: 3.6, q300: 3.35, q500: 3.2, q1000: 3.05 },
    { cargoType: 'PHARMACEUTICAL', minimum: 120, n: 6.4, q45: 5.1, q100: 4.6, q300: 4.3, q500: 4.1, q1000: 3.9 },
  ],
  fclRates: [], lclRate: null,
  surcharges: [
    { code: 'MY', description: 'Fuel surcharge', basis: 'PER_CHARGEABLE_KG', rate: 1.05, cargoTypes: [], dangerousGoodsOnly: false },
    { code: 'SC', description: 'Security charge', basis: 'PER_CHARGEABLE_KG', rate: 0.15, cargoTypes: [], dangerousGoodsOnly: false },
    { code: 'AW', description: 'Air waybill fee', basis: 'PER_AWB', rate: 35, cargoTypes: [], dangerousGoodsOnly: false },
  ],
  remarks: '', version: 1, createdAt: '2026-10-01T00:00:00.000Z', updatedAt: '2026-10-01T00:00:00.000Z',
};

export const cannedImportReport: ImportRateCardsResult = {
  dryRun: true, applied: false, counts: { add: 1, change: 0, unchanged: 0, refuse: 1 },
  rows: [
    { line: 2, reference: 'LH-SINFRA-2027Q1', outcome: 'ADD', messages: [] },
    { line: 3, reference: 'CX-SINFRA-2027Q1', outcome: 'REFUSE', messages: ['q100: must be a number'] },
  ],
};

export const cannedQuotations: CannedResponses = {
  'GET /v1/quotations': { items: cannedList, total: cannedList.length, page: 1, pageSize: 20 },
  'GET /v1/quotations/summary': cannedSummary,
  'GET /v1/quotations/drafts': { items: [{ id: 'd1', mode: 'AIR', step: 0, title: 'SIN → FRA · Pharmaceutical', createdAt: '2026-11-24T08:00:00.000Z', updatedAt: '2026-11-24T08:05:00.000Z' }], total: 1, page: 1, pageSize: 20 },
  'GET /v1/quotations/drafts/:id': { id: 'd1', mode: 'AIR', step: 0, title: 'SIN → FRA · Pharmaceutical', data: {}, createdAt: '2026-11-24T08:00:00.000Z', updatedAt: '2026-11-24T08:05:00.000Z' },
  'POST /v1/quotations/drafts': reply(201, { id: 'd2', mode: 'AIR', step: 0, title: 'Untitled draft', data: {}, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' }),
  'PATCH /v1/quotations/drafts/:id': { id: 'd2', mode: 'AIR', step: 0, title: 'Untitled draft', data: {}, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:01:00.000Z' },
  'DELETE /v1/quotations/drafts/:id': reply(204, null),
  'GET /v1/quotations/shareable/:token': sharedQuotation(),
  [`GET /v1/quotations/${WAITING_ID}`]: waitingQuotation(),
  'GET /v1/quotations/:id': cannedQuotation(),
  'POST /v1/quotations': reply(201, cannedQuotation()),
  'PATCH /v1/quotations/:id': waitingQuotation({ options: cannedOptions.slice(0, 1).map((o) => ({ ...o, pricedBy: 'MANUAL', rateCardId: null, rateCardReference: null })), version: 2, allowedActions: ['price', 'issue', 'decline', 'share'] }),
  'POST /v1/quotations/:id/issue': cannedQuotation(),
  'POST /v1/quotations/:id/accept': cannedQuotation({ status: 'ACCEPTED', version: 3, acceptedOptionId: 'opt-cx', acceptedAt: '2026-11-25T09:20:00.000Z', allowedActions: ['book', 'share'] }),
  'POST /v1/quotations/:id/decline': cannedQuotation({ status: 'DECLINED', version: 3, declineReason: 'Found a faster option elsewhere', declinedAt: '2026-11-25T09:20:00.000Z', allowedActions: [] }),
  'GET /v1/quotations/:id/share-links': { items: [cannedShareLink] },
  'POST /v1/quotations/:id/share-links': reply(201, cannedShareLink),
  'DELETE /v1/quotations/:id/share-links/:linkId': reply(204, null),
  'GET /v1/rate-cards': { items: [cannedRateCard], total: 1, page: 1, pageSize: 20 },
  'PATCH /v1/rate-cards/:id': cannedRateCard,
  'DELETE /v1/rate-cards/:id': reply(204, null),
  'POST /v1/rate-cards/import': cannedImportReport,
};
