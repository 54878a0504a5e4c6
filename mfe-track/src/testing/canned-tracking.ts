import type { Integration, OrganizationPage, TrackingDetail, TrackingList, TrackingSummary } from '@freightdeck/contracts';

/**
 * Track and trace as the API answers it (docs/product/tracking.md), for the dev shell's canned
 * mode and the page tests: an air pharma shipment SIN → FRA in flight, late, with a logger that
 * left its range once, and a sea shipment CNSHA → NLRTM reported in DCSA events.
 */
const dep = {
  id: '5a0c9c1e-0d1f-4b7e-9b1a-000000000001', mode: 'AIR', eventType: 'AIR', code: 'DEP', label: 'Departed', classifier: 'ACT',
  eventAt: '2026-11-20T15:40:00.000Z', eventOffset: '+08:00', locationCode: 'SIN', detail: 'LH9771 · 4 pcs · 360 kg', source: 'LH events', receivedAt: '2026-11-20T15:42:10.000Z',
} as const;

export const cannedAir: TrackingSummary = {
  bookingId: '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0001', ref: 'FDA-001042', mode: 'AIR', status: 'IN_TRANSIT', origin: 'SIN', destination: 'FRA',
  carrierReference: '020-12345675', milestone: 'Departed · SIN', lastEvent: dep, plannedArrival: '2026-11-21T05:30:00.000Z', eta: '2026-11-21T08:30:00.000Z',
  punctuality: 'LATE', excursions: 1, openExcursion: false,
};
const cannedSea: TrackingSummary = {
  bookingId: '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0002', ref: 'FDS-001043', mode: 'SEA', status: 'CONFIRMED', origin: 'CNSHA', destination: 'NLRTM',
  carrierReference: 'MAEU230007919', milestone: 'Gate in · CNSHA', plannedArrival: '2026-12-30T06:00:00.000Z', eta: '2026-12-30T06:00:00.000Z', punctuality: 'ON_TIME', excursions: 0, openExcursion: false,
  lastEvent: { ...dep, id: '5a0c9c1e-0d1f-4b7e-9b1a-000000000009', mode: 'SEA', eventType: 'EQUIPMENT', code: 'GTIN', label: 'Gate in', eventAt: '2026-11-27T01:00:00.000Z', locationCode: 'CNSHA', detail: 'MSKU1000379', source: 'MAEU events' },
};

export const cannedTrackingList: TrackingList = { items: [cannedAir, cannedSea], total: 2 };

const at = (h: number, m = 0) => `2026-11-20T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000Z`;
export const cannedTrackingDetail: TrackingDetail = {
  ...cannedAir,
  events: [
    { ...dep, id: '5a0c9c1e-0d1f-4b7e-9b1a-000000000002', code: 'RCS', label: 'Received from shipper', eventAt: at(2), detail: '4 pcs · 360 kg' },
    { ...dep, id: '5a0c9c1e-0d1f-4b7e-9b1a-000000000003', code: 'MAN', label: 'Manifested', eventAt: at(11), detail: 'LH9771' },
    dep,
    { ...dep, id: '5a0c9c1e-0d1f-4b7e-9b1a-000000000004', code: 'ARR', label: 'Arrived', classifier: 'EST', eventAt: '2026-11-21T08:30:00.000Z', eventOffset: '+01:00', locationCode: 'FRA', detail: '' },
  ],
  etaHistory: [{ eta: '2026-11-21T08:30:00.000Z', reportedAt: '2026-11-20T16:10:00.000Z', source: 'LH events' }],
  route: [{ code: 'SIN', latitude: 1.35019, longitude: 103.994003 }, { code: 'FRA', latitude: 50.033333, longitude: 8.570556 }],
  temperatureRange: { minC: 2, maxC: 8 },
  loggers: [{ id: '8b7f0a52-7d7e-4a43-8f0e-00000000000a', serialNumber: 'TT4-7001', model: 'Sensitech TempTale 4', readings: [5, 6, 9.5, 11, 10, 7, 6, 5.5].map((temperatureC, i) => ({ at: at(16 + i), temperatureC })) }],
  excursionList: [{ loggerId: '8b7f0a52-7d7e-4a43-8f0e-00000000000a', serialNumber: 'TT4-7001', direction: 'ABOVE', from: at(18), to: at(20), minC: 9.5, maxC: 11, minutesOutside: 180, open: false }],
};

export const cannedOrganizations: OrganizationPage = {
  items: [
    { id: '5b0c2f1e-7d3a-4a8e-9c61-00000000000a', name: 'Acme Pharma', type: 'CUSTOMER', isPrimary: false, country: 'DE', status: 'ACTIVE', createdAt: '2026-01-10T09:00:00.000Z', userCount: 4 },
    { id: '5b0c2f1e-7d3a-4a8e-9c61-00000000000c', name: 'Nordic Fresh', type: 'CUSTOMER', isPrimary: false, country: 'NO', status: 'ACTIVE', createdAt: '2026-01-11T09:00:00.000Z', userCount: 2 },
    { id: '5b0c2f1e-7d3a-4a8e-9c61-00000000000d', name: 'Pacific Parts', type: 'CUSTOMER', isPrimary: false, country: 'SG', status: 'ACTIVE', createdAt: '2026-01-12T09:00:00.000Z', userCount: 1 },
  ],
  total: 3, page: 1, pageSize: 100,
};

export const cannedIntegrations: { items: Integration[] } = {
  items: [
    { id: '1c9e6f0a-3b55-4d61-8f0b-00000000000b', name: 'LH events', kind: 'CARRIER', keyPrefix: 'fdk_Zx3Qa1', carrierCodes: ['LH'], organizationIds: [], webhookUrl: null, createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: '2026-11-20T15:42:10.000Z', revokedAt: null },
    { id: '1c9e6f0a-3b55-4d61-8f0b-00000000000e', name: 'Acme cold-chain loggers', kind: 'LOGGER_VENDOR', keyPrefix: 'fdk_Qm81Lk', carrierCodes: [], organizationIds: ['5b0c2f1e-7d3a-4a8e-9c61-00000000000a'], webhookUrl: null, createdAt: '2026-11-02T09:00:00.000Z', lastUsedAt: null, revokedAt: null },
  ],
};
