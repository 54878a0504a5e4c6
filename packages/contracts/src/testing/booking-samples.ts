import type { CreateBookingInput } from '../api/bookings';

/** Valid create-booking bodies for tests (API, browser, e2e): an air pharma shipment and a sea FCL one. */
export function sampleAirBooking(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    mode: 'AIR',
    origin: 'SIN',
    destination: 'FRA',
    cargoReadyDate: '2026-12-01',
    cargo: {
      type: 'PHARMACEUTICAL',
      commodity: 'Vaccines',
      hsCode: '300220',
      temperature: { minC: 2, maxC: 8 },
      handlingCodes: ['COL', 'PIL'],
      pieces: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 90 }],
    },
    shipper: { company: 'Acme Pharma Asia Pte Ltd', contactName: 'Mei Tan', email: 'mei.tan@acme-pharma.test', phone: { country: 'SG', number: '6123 4567' }, address: '10 Science Park Road', postalCode: '117684', city: 'Singapore', country: 'SG' },
    consignee: { company: 'Acme Pharma GmbH', contactName: 'Jonas Weber', email: 'jonas.weber@acme-pharma.test', phone: { country: 'DE', number: '69 1234 5678' }, address: 'Mainzer Landstrasse 50', postalCode: '60325', city: 'Frankfurt am Main', country: 'DE' },
    ...overrides,
  };
}

export function sampleSeaBooking(overrides: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    mode: 'SEA',
    seaLoad: 'FCL',
    origin: 'CNSHA',
    destination: 'NLRTM',
    cargoReadyDate: '2026-12-05',
    cargo: { type: 'GENERAL', commodity: 'Machine parts', hsCode: '848790', containers: [{ type: '45G1', count: 2, cargoWeightKg: 14_500 }] },
    shipper: { company: 'Pacific Parts Shanghai Co.', address: '88 Century Avenue', city: 'Shanghai', country: 'CN' },
    consignee: { company: 'Pacific Parts Europe BV', address: 'Waalhaven 1', city: 'Rotterdam', country: 'NL' },
    ...overrides,
  };
}
