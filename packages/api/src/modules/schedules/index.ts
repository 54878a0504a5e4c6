// The schedules module's public API: what the composition root and the seed import from it.
// Air and ocean timetables, their search and import. Everything else in this folder is the module's own.

export { scheduleRoutes } from './routes';
export { dcsaScheduleRoutes } from './dcsa-routes';
export { createScheduleService, type ScheduleService } from './service';
export { AIR_FLIGHTS } from './data/air-flights';
export { OCEAN_SERVICES } from './data/ocean-services';
export { airScheduleFiles, oceanScheduleFiles } from './seed-files';
