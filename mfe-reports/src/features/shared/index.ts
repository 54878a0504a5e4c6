export { useReport, useSeaRoutes, downloadReport, reportPath, type ReportName } from './api';
export { useReportFilters, filtersFrom, toQuery, type ReportFilters } from './filters';
export { formatCo2e, formatCount, formatIntensity, formatKg, formatMoney, formatOne, monthLabel } from './format';
export { ReportFiltersPanel } from './report-filters';
export { OrganizationPicker } from './organization-picker';
<<<<<<< HEAD
export { ReportState } from './report-state';
export { Actions, ChartGrid, Muted, Panel, PlainTable, PrintStyle, TableScroll, Tiles } from './styles';
=======
export { RangeSkeleton, ReportState, TilesSkeleton } from './report-state';
export { Actions, ChartGrid, Muted, Panel, PlainTable, PrintStyle, Tiles } from './styles';
>>>>>>> issue-24-lighthouse
