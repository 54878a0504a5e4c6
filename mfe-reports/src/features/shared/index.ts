export { useReport, useSeaRoutes, downloadReport, reportPath, type ReportName } from './api';
export { useReportFilters, filtersFrom, toQuery, type ReportFilters } from './filters';
export { countOf, formatCo2e, formatCount, formatIntensity, formatKg, formatMoney, formatOne, monthLabel } from './format';
export { ReportFiltersPanel } from './report-filters';
export { OrganizationPicker } from './organization-picker';
export { RangeSkeleton, ReportState, TilesSkeleton } from './report-state';
export { Actions, ChartGrid, Muted, Panel, PlainTable, PrintStyle, TableScroll, Tiles } from './styles';
