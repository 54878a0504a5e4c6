// The emissions module's public API: CO2e per booking, leg and hub (ISO 14083 / GLEC v3) and the
// method statement reports disclose. Everything else in this folder is the module's own.

export { bookingEmissions, isReefer, networkSeaRouteKm, type BookingEmissionsInput, type SeaRouteKm } from './booking-emissions';
// Sea legs' distance: the shortest route over the marine network (quotations count with it too).
export { seaRoute, seaRouteKm, warmSeaRoutes, type SeaRoute } from './sea-route';
export { recountStaleEmissions } from './recount';
export { EMISSIONS_REVISION } from './revision';
export { emissionsRoutes } from './routes';
