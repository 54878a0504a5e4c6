// The data-loggers module's public API: what the composition root and other modules import from it.
// Temperature data loggers packed with shipments, and their readings. Everything else in this folder is the module's own.

export { dataLoggerRoutes } from './routes';
export { createDataLoggerService } from './service';
export { excursionsOf, type Excursion } from './excursions';
export { insertReadings, loggerBySerial, loggerTraces, temperatureRangeOf, type LoggerTrace } from './readings';
