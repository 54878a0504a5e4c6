import type { BookingListItem, BookingPage, StatusCounts } from '@freightdeck/contracts';

/**
 * The bookings list, status counts and watchlist as the API answers them (ADR 008), for the
 * dev shell's canned mode and the list and widget tests. Ids are stable so tests can name them.
 */
const ACME = { id: '00000000-0000-4000-8000-000000000002', name: 'Acme Pharma' };
const NORDIC = { id: '00000000-0000-4000-8000-000000000003', name: 'Nordic Fresh Logistics' };

const base = {
  seaLoad: null, updatedAt: '2026-11-20T08:00:00.000Z', customerReference: '', carrierReference: null,
  cargoType: 'GENERAL', watched: false,
} satisfies Partial<BookingListItem>;

export const cannedBookingItems: BookingListItem[] = [
  {
    ...base, id: '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0001', ref: 'FD-AIR-0042', mode: 'AIR', status: 'IN_TRANSIT', organization: ACME,
    origin: 'SIN', destination: 'FRA', cargoReadyDate: '2026-11-18', createdAt: '2026-11-16T09:30:00.000Z',
    shipperCompany: 'Acme Pharma Asia Pte Ltd', consigneeCompany: 'Acme Pharma GmbH', customerReference: 'PO-88123',
    carrierReference: '020-12345675', cargoType: 'PHARMACEUTICAL', pieces: 4, grossWeightKg: 360, chargeable: { value: 640, unit: 'KG' },
    co2eKg: 2461.2, watched: true,
  },
  {
    ...base, id: '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0002', ref: 'FD-SEA-0017', mode: 'SEA', seaLoad: 'FCL', status: 'CONFIRMED', organization: NORDIC,
    origin: 'CNSHA', destination: 'NLRTM', cargoReadyDate: '2026-12-05', createdAt: '2026-11-19T14:05:00.000Z',
    shipperCompany: 'Pacific Parts Shanghai Co.', consigneeCompany: 'Pacific Parts Europe BV', carrierReference: 'MAEU2611450',
    pieces: 2, grossWeightKg: 29_000, chargeable: { value: 2, unit: 'CONTAINER' }, co2eKg: 4120,
  },
  {
    ...base, id: '7d0c6a3e-1b2f-4c11-9a51-0a6f0c1d0003', ref: 'FD-AIR-0043', mode: 'AIR', status: 'PENDING', organization: ACME,
    origin: 'HKG', destination: 'LAX', cargoReadyDate: '2026-11-25', createdAt: '2026-11-22T23:10:00.000Z',
    shipperCompany: 'Acme, "Hong Kong" Ltd', consigneeCompany: 'Acme Pharma Inc.', cargoType: 'PERISHABLE',
    pieces: 10, grossWeightKg: 820.5, chargeable: { value: 1002, unit: 'KG' }, co2eKg: null,
  },
];

export const cannedBookingPage: BookingPage = { items: cannedBookingItems, total: cannedBookingItems.length, totalExact: true, page: 1, pageSize: 20 };

export const cannedStatusCounts: StatusCounts = {
  counts: { PENDING: 1, CONFIRMED: 1, IN_TRANSIT: 1, ARRIVED: 0, DELIVERED: 0, CANCELLED: 0 },
  total: 3,
};

export const cannedWatchlist = { bookingIds: cannedBookingItems.filter((b) => b.watched).map((b) => b.id) };

/** `METHOD /v1/path` entries of the list page and the dashboard widgets. */
export const cannedBookingList = {
  'GET /v1/bookings': cannedBookingPage,
  'GET /v1/bookings/statuses/count': cannedStatusCounts,
  'GET /v1/bookings/watchlist': cannedWatchlist,
  'POST /v1/bookings/watchlist/watch': cannedWatchlist,
  'POST /v1/bookings/watchlist/unwatch': cannedWatchlist,
};
