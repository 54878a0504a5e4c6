// The emissions module's public API: CO2e per booking, leg and hub (ISO 14083 / GLEC v3) and the
// method statement reports disclose. Everything else in this folder is the module's own.

export { bookingEmissions, isReefer, type BookingEmissionsInput, type SeaRouteKm } from './booking-emissions';
export { emissionsDisclosure } from './disclosure';
