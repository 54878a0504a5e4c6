import type { BookingDraft } from '@freightdeck/contracts';
import { emptyFormValues, type BookingFormFields } from '../form-values';

/** A complete pharma air booking SIN → FRA as the form holds it (tests and the dev shell's canned drafts). */
export function pharmaValues(): BookingFormFields {
  return {
    ...emptyFormValues(),
    mode: 'AIR', origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-12-01', customerReference: 'PO-88123',
    'cargo.type': 'PHARMACEUTICAL', 'cargo.commodity': 'Vaccines', 'cargo.hsCode': '300220',
    'cargo.temperature.minC': '2', 'cargo.temperature.maxC': '8', 'cargo.handlingCodes': ['COL', 'PIL'],
    'cargo.pieces': [{ key: 'p1', count: '4', lengthCm: '120', widthCm: '80', heightCm: '100', weightKg: '90' }],
    'shipper.company': 'Acme Pharma Asia Pte Ltd', 'shipper.address': '1 Changi South Lane', 'shipper.city': 'Singapore', 'shipper.country': 'SG',
    'shipper.phone.country': 'SG', 'shipper.phone.number': '6543 2100', 'shipper.email': 'ship@acme-pharma.test',
    'consignee.company': 'Acme Pharma GmbH', 'consignee.address': 'Cargo City Süd 5', 'consignee.postalCode': '60549', 'consignee.city': 'Frankfurt am Main', 'consignee.country': 'DE',
  };
}

export const DRAFT_ID = '3b9d1c0e-5a7f-4e21-8c3d-2f6a1b0c9d01';

export function draft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    id: DRAFT_ID, mode: 'AIR', step: 2, title: 'SIN → FRA · Pharmaceuticals', data: { origin: 'SIN', destination: 'FRA', cargo: { type: 'PHARMACEUTICAL' }, values: pharmaValues() },
    createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...overrides,
  };
}
