import type { Booking, SharedBooking } from '@freightdeck/contracts';
import { type CannedResponses, reply } from '@freightdeck/dev-shell';

/**
 * Canned answers for the public booking pages (print and delivery), and the bookings their
 * tests use. In the dev shell: /bookings/print/FD-DEMO-0001 (signed in: charges),
 * /bookings/print/FD-DEMO-0001?token=demo (shared), /bookings/FD-DEMO-0001/delivery?token=demo
 * (receipt form), ?token=expired (the invalid-link message).
 */
export const PUBLIC_REF = 'FD-DEMO-0001';

const common = {
  ref: PUBLIC_REF,
  mode: 'AIR',
  seaLoad: null,
  status: 'ARRIVED',
  origin: 'SIN',
  destination: 'FRA',
  cargoReadyDate: '2026-12-01',
  legs: [
    { carrier: 'SQ', transportId: 'SQ326', vesselName: '', from: 'SIN', to: 'FRA', departureAt: '2026-12-02T23:55:00+08:00', arrivalAt: '2026-12-03T06:40:00+01:00' },
  ],
  cargo: {
    type: 'PHARMACEUTICAL', commodity: 'Vaccines', hsCode: '300220', dangerousGoods: null, temperature: { minC: 2, maxC: 8 },
    handlingCodes: ['COL', 'PIL'], pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90, description: 'Insulated pallets' }], containers: [],
  },
  shipper: { company: 'Acme Pharma Asia Pte Ltd', contactName: 'Mei Tan', email: 'mei.tan@acme-pharma.test', phone: { country: 'SG', number: '6123 4567' }, address: '10 Science Park Road', postalCode: '117684', city: 'Singapore', country: 'SG' },
  consignee: { company: 'Acme Pharma GmbH', contactName: 'Jonas Weber', email: 'jonas.weber@acme-pharma.test', phone: { country: 'DE', number: '69 1234 5678' }, address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' },
  notifyParty: null,
  customerReference: 'PO-7781',
  totals: { pieces: 4, grossWeightKg: 360, volumeM3: 3.84, chargeable: { value: 641.5, unit: 'KG' }, teu: 0 },
  emissions: {
    co2eKg: 2870.4, distanceKm: 10_349, tonneKm: 3725.6, intensityGPerTonneKm: 770.4, complete: true,
    method: 'ISO 14083:2023 / GLEC Framework v3, well-to-wheel (WTW)', factorsVersion: 'GLEC v3.1 (2025)',
    legs: [{ from: 'SIN', to: 'FRA', distanceKm: 10_349, tonneKm: 3725.6, factorId: 'air-long-haul-belly', kgCo2ePerTonneKm: 0.7704, co2eKg: 2870.4 }],
  },
  carrierReference: '618-12345675',
  confirmedAt: '2026-11-25T09:12:00Z',
  departedAt: '2026-12-02T15:55:00Z',
  arrivedAt: '2026-12-03T05:40:00Z',
  delivery: null,
  receipt: null,
  createdAt: '2026-11-24T08:30:00Z',
} satisfies Partial<Booking>;

/** What `GET /v1/bookings/shareable/{token}` answers: no prices, status changes without names. */
export const sharedBookingSample: SharedBooking = {
  ...common,
  organization: { name: 'Acme Pharma' },
  milestones: [
    { status: 'PENDING', at: '2026-11-24T08:30:00Z' },
    { status: 'CONFIRMED', at: '2026-11-25T09:12:00Z' },
    { status: 'IN_TRANSIT', at: '2026-12-02T15:55:00Z' },
    { status: 'ARRIVED', at: '2026-12-03T05:40:00Z' },
  ],
  linkExpiresAt: '2026-12-24T08:30:00Z',
  canConfirmReceipt: true,
};

/** The same booking after the consignee confirmed receipt. */
export const confirmedSharedBooking: SharedBooking = {
  ...sharedBookingSample,
  receipt: { confirmedBy: 'Jonas Weber', confirmedAt: '2026-12-03T10:05:00Z', remarks: 'All four pallets intact' },
  canConfirmReceipt: false,
};

/** What `GET /v1/bookings/{ref}` answers a signed-in viewer: the full booking, charges included. */
export const fullBookingSample: Booking = {
  ...common,
  id: '5a0b7c3e-2f1d-4e8a-9b6c-0d1e2f3a4b5c',
  version: 4,
  organization: { id: 'org-acme', name: 'Acme Pharma' },
  createdBy: { id: 'user-carl', name: 'Carl Berg' },
  updatedAt: '2026-12-03T05:40:00Z',
  remarks: '',
  quotationId: null,
  scheduleOptionId: null,
  charges: [
    { code: 'FRT', description: 'Air freight', basis: 'PER_KG', quantity: 641.5, rate: 3.1, amount: 1988.65, currency: 'USD' },
    { code: 'MY', description: 'Fuel surcharge', basis: 'PER_KG', quantity: 641.5, rate: 0.85, amount: 545.28, currency: 'USD' },
    { code: 'PU', description: 'Pick-up Singapore', basis: 'PER_SHIPMENT', quantity: 1, rate: 180, amount: 180, currency: 'SGD' },
  ],
  chargeTotals: [{ currency: 'USD', amount: 2533.93 }, { currency: 'SGD', amount: 180 }],
  chargesSource: 'STANDARD_TARIFF',
  cancellation: null,
  watched: false,
  allowedActions: [],
  history: [],
  revisions: [],
};

const invalidLink = reply(404, { code: 'NOT_FOUND', message: 'Share link not found', details: null });

export const cannedPublic: CannedResponses = {
  [`GET /v1/bookings/${PUBLIC_REF}`]: fullBookingSample,
  'GET /v1/bookings/shareable/expired': invalidLink,
  'POST /v1/bookings/shareable/expired/receipt': invalidLink,
  'GET /v1/bookings/shareable/:token': sharedBookingSample,
  'POST /v1/bookings/shareable/:token/receipt': confirmedSharedBooking,
};
