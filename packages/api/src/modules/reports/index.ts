// The reports module's public API: the booking reports (rollups kept by triggers on bookings,
// docs/adr/016-reports-and-emissions.md). Everything else in this folder is the module's own.

export { reportRoutes } from './routes';
export { createReportService, type ReportService } from './service';
