import type { Booking, BookingDocument, DataLogger, ReadingSeries, ShareLink } from '@freightdeck/contracts';
import { reply, type CannedResponses } from '@freightdeck/dev-shell';

/**
 * One booking as `GET /v1/bookings/{id}` answers it (ADR 008), with its documents, data
 * loggers, readings and share links: the details page in the dev shell's canned mode and the
 * details tests. FD-AIR-0042 is the same booking as in the canned list (same id and ref).
 */
export const DETAILS_BOOKING_ID = '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0001';
const ANNA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Anna Berg' };
const OPS = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Olle Ops' };

export function detailsBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: DETAILS_BOOKING_ID,
    ref: 'FD-AIR-0042',
    mode: 'AIR',
    seaLoad: null,
    status: 'IN_TRANSIT',
    version: 4,
    organization: { id: '00000000-0000-4000-8000-000000000002', name: 'Acme Pharma' },
    createdBy: ANNA,
    createdAt: '2026-11-16T09:30:00.000Z',
    updatedAt: '2026-11-19T06:10:00.000Z',
    origin: 'SIN',
    destination: 'FRA',
    cargoReadyDate: '2026-11-18',
    legs: [{ carrier: 'SQ', transportId: 'SQ326', vesselName: '', from: 'SIN', to: 'FRA', departureAt: '2026-11-19T01:05:00.000Z', arrivalAt: '2026-11-19T13:40:00.000Z' }],
    cargo: {
      type: 'PHARMACEUTICAL', commodity: 'Vaccines', hsCode: '300220', dangerousGoods: null, temperature: { minC: 2, maxC: 8 },
      handlingCodes: ['COL', 'PIL'], pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90, description: 'Insulated pallets' }], containers: [],
    },
    shipper: { company: 'Acme Pharma Asia Pte Ltd', contactName: 'Mei Tan', email: 'mei.tan@acme-pharma.test', phone: { country: 'SG', number: '6123 4567' }, address: '10 Science Park Road', postalCode: '117684', city: 'Singapore', country: 'SG' },
    consignee: { company: 'Acme Pharma GmbH', contactName: 'Jonas Weber', email: 'jonas.weber@acme-pharma.test', phone: null, address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' },
    notifyParty: null,
    customerReference: 'PO-88123',
    remarks: '',
    quotationId: null,
    scheduleOptionId: null,
    totals: { pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 641.5, unit: 'KG' }, teu: 0 },
    charges: [
      { code: 'FRT', description: 'Air freight', basis: 'PER_KG', quantity: 641.5, rate: 3.2, amount: 2052.8, currency: 'USD' },
      { code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', quantity: 641.5, rate: 0.85, amount: 545.28, currency: 'USD' },
      { code: 'AW', description: 'Air waybill fee', basis: 'PER_AWB', quantity: 1, rate: 35, amount: 35, currency: 'SGD' },
    ],
    chargeTotals: [{ currency: 'SGD', amount: 35 }, { currency: 'USD', amount: 2598.08 }],
    chargesSource: 'OPERATIONS',
    emissions: {
      co2eKg: 2461.2, distanceKm: 10_357, tonneKm: 3728.5, intensityGPerTonneKm: 660.1, complete: true, method: 'ISO 14083 / GLEC Framework v3', factorsVersion: 'GLEC-3.1-2025',
      legs: [{ from: 'SIN', to: 'FRA', distanceKm: 10_357, tonneKm: 3728.5, factorId: 'AIR_LONG_HAUL_BELLY', kgCo2ePerTonneKm: 0.6601, co2eKg: 2461.2 }],
    },
    carrierReference: '020-12345675',
    confirmedAt: '2026-11-17T10:00:00.000Z',
    departedAt: '2026-11-19T01:05:00.000Z',
    arrivedAt: null,
    cancellation: null,
    delivery: null,
    receipt: null,
    watched: true,
    allowedActions: ['arrive', 'manageDocuments', 'manageDataLoggers', 'share', 'watch'],
    history: [
      { id: 'h1', at: '2026-11-16T09:30:00.000Z', actor: ANNA, impersonatedBy: null, action: 'CREATED', fromStatus: null, toStatus: 'PENDING', changes: [], note: '' },
      { id: 'h2', at: '2026-11-16T12:00:00.000Z', actor: ANNA, impersonatedBy: OPS, action: 'UPDATED', fromStatus: 'PENDING', toStatus: 'PENDING', changes: [{ path: 'customerReference', from: 'PO-88', to: 'PO-88123' }], note: '' },
      { id: 'h3', at: '2026-11-17T10:00:00.000Z', actor: OPS, impersonatedBy: null, action: 'CONFIRMED', fromStatus: 'PENDING', toStatus: 'CONFIRMED', changes: [{ path: 'carrierReference', from: null, to: '020-12345675' }], note: '' },
      { id: 'h4', at: '2026-11-19T01:05:00.000Z', actor: OPS, impersonatedBy: null, action: 'DEPARTED', fromStatus: 'CONFIRMED', toStatus: 'IN_TRANSIT', changes: [], note: 'Departed on time' },
    ],
    revisions: [
      {
        id: 'r1', status: 'APPROVED', requestedBy: ANNA, requestedAt: '2026-11-17T15:00:00.000Z', request: { remarks: 'Call before delivery' },
        changes: [{ path: 'remarks', from: '', to: 'Call before delivery' }], decidedBy: OPS, decidedAt: '2026-11-17T16:00:00.000Z', reason: '',
      },
    ],
    ...overrides,
  };
}

export const detailsDocuments: BookingDocument[] = [
  { id: 'd1', bookingId: DETAILS_BOOKING_ID, type: 'INVOICE', fileName: 'invoice-88123.pdf', contentType: 'application/pdf', sizeBytes: 182_400, sha256: 'ab'.repeat(32), uploadedBy: ANNA, uploadedAt: '2026-11-16T10:00:00.000Z' },
];

export const detailsLogger: DataLogger = {
  id: 'l1', bookingId: DETAILS_BOOKING_ID, bookingRef: 'FD-AIR-0042', serialNumber: 'TT4-100231', model: 'TempTale 4', addedBy: ANNA, addedAt: '2026-11-16T11:00:00.000Z',
  readings: { count: 8, firstAt: '2026-11-19T00:00:00.000Z', lastAt: '2026-11-19T07:00:00.000Z', minC: 3.1, maxC: 9.4, excursions: 2 },
};

const TEMPERATURES = [4.2, 4.8, 5.1, 8.9, 9.4, 6.2, 3.1, 4.0];
export const detailsReadings: ReadingSeries = {
  loggerId: 'l1',
  range: { minC: 2, maxC: 8 },
  readings: TEMPERATURES.map((temperatureC, hour) => ({ at: `2026-11-19T0${hour}:00:00.000Z`, temperatureC, excursion: temperatureC > 8 || temperatureC < 2 })),
  excursions: [{ from: '2026-11-19T03:00:00.000Z', to: '2026-11-19T04:00:00.000Z', peakC: 9.4, direction: 'ABOVE' }],
};

export const detailsShareLink: ShareLink = {
  id: 's1', token: 'tok-demo', urls: { print: '/bookings/print/FD-AIR-0042?token=tok-demo', delivery: '/bookings/FD-AIR-0042/delivery?token=tok-demo' },
  createdBy: ANNA, createdAt: '2026-11-18T08:00:00.000Z', expiresAt: '2026-12-18T08:00:00.000Z', revokedAt: null, status: 'ACTIVE', canRevoke: true,
};

const booking = detailsBooking();

/** `METHOD /v1/path` entries of the details page (an exact key such as data-loggers wins over a `:id` key). */
export const cannedDetails: CannedResponses = {
  'GET /v1/bookings/data-loggers': { items: [detailsLogger] },
  'POST /v1/bookings/data-loggers': detailsLogger,
  'GET /v1/bookings/data-loggers/:id/readings': detailsReadings,
  'DELETE /v1/bookings/data-loggers/:id': reply(204, null),
  'GET /v1/bookings/:id': booking,
  'PATCH /v1/bookings/:id': booking,
  'PATCH /v1/bookings/:id/revisions/:revisionId': booking,
  'POST /v1/bookings/:id/confirm': booking,
  'POST /v1/bookings/:id/depart': booking,
  'POST /v1/bookings/:id/arrive': booking,
  'POST /v1/bookings/:id/deliver': booking,
  'POST /v1/bookings/:id/cancel': booking,
  'GET /v1/bookings/:id/documents': { items: detailsDocuments },
  'DELETE /v1/bookings/:id/documents/:docId': reply(204, null),
  'GET /v1/bookings/:id/share-links': { items: [detailsShareLink] },
  'POST /v1/bookings/:id/share-links': detailsShareLink,
  'POST /v1/bookings/:id/share-links/:linkId/revoke': { ...detailsShareLink, status: 'REVOKED', revokedAt: '2026-11-20T08:00:00.000Z', canRevoke: false },
};
