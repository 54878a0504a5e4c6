import { answer } from '@freightdeck/dev-shell';
import {
  emissionsDisclosure,
  type CountReport, type LocationReport, type MonthlyCo2eIntensityReport, type MonthlyCo2eReport, type MonthlyShipmentReport,
  type MonthlySummaryReport, type MonthlyVolumeReport, type ReportTotals, type StatusReport, type SummaryReport,
  type TransportationTypeReport, type WeekReport,
} from '@freightdeck/contracts';

/**
 * The dev shell's canned report answers: one small, self-consistent world (Acme Pharma's six
 * months, air SIN/HKG → FRA and sea CNSHA → NLRTM), so every chart has something to draw.
 */
const range = { from: '2026-06-01', to: '2026-11-25', timeZone: 'Europe/Berlin', dateBasis: 'BOOKING_DATE' as const };
const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
// Per month: air bookings (360 kg, 2,240 kg CO2e each), sea bookings (29 t, 4 TEU, 2,580 kg CO2e each).
const AIR = [3, 4, 2, 5, 4, 3];
const SEA = [1, 1, 2, 1, 2, 1];
const SHIPPED = [4, 4, 4, 5, 4, 1];
const AIR_CO2E = 2240;
const SEA_CO2E = 2580;
const AIR_TKM = 0.36 * 10_450;
const SEA_TKM = 29 * 21_300;

function totals(air: number, sea: number, shipped: number): ReportTotals {
  const co2eKg = air * AIR_CO2E + sea * SEA_CO2E;
  const tonneKm = air * AIR_TKM + sea * SEA_TKM;
  return {
    bookings: air + sea, shipments: shipped, grossWeightKg: air * 360 + sea * 29_000, chargeableKg: air * 640, volumeM3: air * 3.84 + sea * 120,
    teu: sea * 4, tonneKm, co2eKg, co2eTtwKg: Math.round(co2eKg * 0.83), intensityGPerTonneKm: Math.round((co2eKg * 1e6) / tonneKm) / 1000, co2eBookings: air + sea, defaultFactorShare: 1,
  };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const all = totals(sum(AIR), sum(SEA), sum(SHIPPED));

export const cannedReports = {
  // Within one canned month: its bookings for the days asked (the dashboard compares a month so far with the same days before).
  'GET /v1/bookings/reports/count': answer(({ query }): CountReport => {
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    const i = from.slice(0, 7) === to.slice(0, 7) ? MONTHS.indexOf(from.slice(0, 7)) : -1;
    if (i < 0) return { range, bookings: all.bookings, shipments: all.shipments };
    const share = Math.min(1, (Number(to.slice(8)) - Number(from.slice(8)) + 1) / 30);
    return { range: { ...range, from, to }, bookings: Math.round((AIR[i]! + SEA[i]!) * share), shipments: Math.round(SHIPPED[i]! * share) };
  }),
  'GET /v1/bookings/reports/summary': { range, totals: all, spend: [{ currency: 'EUR', amount: sum(AIR) * 2_310 }, { currency: 'USD', amount: sum(SEA) * 3_450 }] } satisfies SummaryReport,
  'GET /v1/bookings/reports/monthly-shipment': { range, months: MONTHS.map((month, i) => ({ month, bookings: AIR[i]! + SEA[i]!, shipments: SHIPPED[i]! })) } satisfies MonthlyShipmentReport,
  'GET /v1/bookings/reports/monthly-volume': { range, months: MONTHS.map((month, i) => { const t = totals(AIR[i]!, SEA[i]!, SHIPPED[i]!); return { month, grossWeightKg: t.grossWeightKg, chargeableKg: t.chargeableKg, volumeM3: t.volumeM3, teu: t.teu }; }) } satisfies MonthlyVolumeReport,
  'GET /v1/bookings/reports/monthly-summary': { range, months: MONTHS.map((month, i) => ({ month, ...totals(AIR[i]!, SEA[i]!, SHIPPED[i]!) })) } satisfies MonthlySummaryReport,
  'GET /v1/bookings/reports/monthly-co2e': {
    range,
    months: MONTHS.map((month, i) => { const t = totals(AIR[i]!, SEA[i]!, SHIPPED[i]!); return { month, co2eKg: t.co2eKg, co2eTtwKg: t.co2eTtwKg, airCo2eKg: AIR[i]! * AIR_CO2E, seaCo2eKg: SEA[i]! * SEA_CO2E, bookings: t.bookings }; }),
    disclosure: emissionsDisclosure(),
  } satisfies MonthlyCo2eReport,
  'GET /v1/bookings/reports/monthly-co2e-intensity': { range, months: MONTHS.map((month, i) => { const t = totals(AIR[i]!, SEA[i]!, SHIPPED[i]!); return { month, co2eKg: t.co2eKg, tonneKm: t.tonneKm, intensityGPerTonneKm: t.intensityGPerTonneKm }; }) } satisfies MonthlyCo2eIntensityReport,
  'GET /v1/bookings/reports/status': { range, statuses: [{ status: 'PENDING', bookings: 6 }, { status: 'CONFIRMED', bookings: 5 }, { status: 'IN_TRANSIT', bookings: 6 }, { status: 'ARRIVED', bookings: 3 }, { status: 'DELIVERED', bookings: 8 }, { status: 'CANCELLED', bookings: 1 }] } satisfies StatusReport,
  'GET /v1/bookings/reports/transportation-type': { range, rows: [
    { mode: 'AIR', cargoType: 'PHARMACEUTICAL', bookings: 14, shipments: 12, grossWeightKg: 14 * 360, co2eKg: 14 * AIR_CO2E },
    { mode: 'AIR', cargoType: 'GENERAL', bookings: 7, shipments: 6, grossWeightKg: 7 * 360, co2eKg: 7 * AIR_CO2E },
    { mode: 'SEA', cargoType: 'GENERAL', bookings: 8, shipments: 4, grossWeightKg: 8 * 29_000, co2eKg: 8 * SEA_CO2E },
  ] } satisfies TransportationTypeReport,
  'GET /v1/bookings/reports/location': {
    range,
    origins: [
      { code: 'SIN', mode: 'AIR', name: 'Singapore Changi', country: 'SG', latitude: 1.3502, longitude: 103.994, bookings: 13, co2eKg: 13 * AIR_CO2E },
      { code: 'HKG', mode: 'AIR', name: 'Hong Kong', country: 'HK', latitude: 22.308, longitude: 113.918, bookings: 8, co2eKg: 8 * AIR_CO2E },
      { code: 'CNSHA', mode: 'SEA', name: 'Shanghai', country: 'CN', latitude: 31.2304, longitude: 121.4737, bookings: 8, co2eKg: 8 * SEA_CO2E },
    ],
    destinations: [
      { code: 'FRA', mode: 'AIR', name: 'Frankfurt', country: 'DE', latitude: 50.0333, longitude: 8.5706, bookings: 21, co2eKg: 21 * AIR_CO2E },
      { code: 'NLRTM', mode: 'SEA', name: 'Rotterdam', country: 'NL', latitude: 51.9225, longitude: 4.4792, bookings: 8, co2eKg: 8 * SEA_CO2E },
    ],
    countries: [
      { country: 'CN', originBookings: 8, destinationBookings: 0 }, { country: 'DE', originBookings: 0, destinationBookings: 21 },
      { country: 'HK', originBookings: 8, destinationBookings: 0 }, { country: 'NL', originBookings: 0, destinationBookings: 8 }, { country: 'SG', originBookings: 13, destinationBookings: 0 },
    ],
    lanes: [
      { mode: 'AIR', origin: 'SIN', destination: 'FRA', originCountry: 'SG', destinationCountry: 'DE', bookings: 13, grossWeightKg: 13 * 360, tonneKm: 13 * AIR_TKM, co2eKg: 13 * AIR_CO2E, co2eTtwKg: 13 * 1860, intensityGPerTonneKm: 595.4 },
      { mode: 'AIR', origin: 'HKG', destination: 'FRA', originCountry: 'HK', destinationCountry: 'DE', bookings: 8, grossWeightKg: 8 * 360, tonneKm: 8 * AIR_TKM, co2eKg: 8 * AIR_CO2E, co2eTtwKg: 8 * 1860, intensityGPerTonneKm: 595.4 },
      { mode: 'SEA', origin: 'CNSHA', destination: 'NLRTM', originCountry: 'CN', destinationCountry: 'NL', bookings: 8, grossWeightKg: 8 * 29_000, tonneKm: 8 * SEA_TKM, co2eKg: 8 * SEA_CO2E, co2eTtwKg: 8 * 2270, intensityGPerTonneKm: 4.2 },
    ],
  } satisfies LocationReport,
  'GET /v1/bookings/reports/week': { range: { ...range, from: '2026-09-30' }, weeks: 8, days: [
    { weekday: 1, name: 'Monday', bookings: 5, averagePerWeek: 0.63 }, { weekday: 2, name: 'Tuesday', bookings: 7, averagePerWeek: 0.88 },
    { weekday: 3, name: 'Wednesday', bookings: 4, averagePerWeek: 0.5 }, { weekday: 4, name: 'Thursday', bookings: 6, averagePerWeek: 0.75 },
    { weekday: 5, name: 'Friday', bookings: 3, averagePerWeek: 0.38 }, { weekday: 6, name: 'Saturday', bookings: 0, averagePerWeek: 0 }, { weekday: 7, name: 'Sunday', bookings: 1, averagePerWeek: 0.13 },
  ] } satisfies WeekReport,
};

/** The staff's organization filter searches these (canned answers ignore `q`: the picker shows what comes back). */
const ORGANIZATIONS = [
  { id: '7f3c9a52-0d7e-4c1b-9a64-1b0b6f1d0a01', name: 'Freightdeck Operations', type: 'FORWARDER', isPrimary: true, country: 'CH', status: 'ACTIVE' },
  { id: '7f3c9a52-0d7e-4c1b-9a64-1b0b6f1d0a02', name: 'Acme Pharma AG', type: 'CUSTOMER', isPrimary: false, country: 'CH', status: 'ACTIVE' },
  { id: '7f3c9a52-0d7e-4c1b-9a64-1b0b6f1d0a03', name: 'Nordic Fresh AS', type: 'CUSTOMER', isPrimary: false, country: 'NO', status: 'ACTIVE' },
];
export const cannedOrganizations = {
  'GET /v1/organizations': { items: ORGANIZATIONS, total: ORGANIZATIONS.length, page: 1, pageSize: 20 },
  'GET /v1/organizations/:id': ORGANIZATIONS[1],
};
