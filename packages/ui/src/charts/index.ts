// @freightdeck/ui/charts — loaded only by pages that draw charts, never through the ui root
// index (docs/adr/016-reports-and-emissions.md).
export { TimeSeriesChart, type TimeSeriesChartProps, type TimeSeries, type TimePoint, type ValueBand, type TimeInterval } from './time-series-chart';
export { BarChart, barSegments, type BarChartProps, type BarSeries } from './bar-chart';
export { DonutChart, percentOf, type DonutChartProps, type DonutSlice } from './donut-chart';
export { ChartFrame, type ChartFrameProps, type ChartTable, type LegendItem } from './chart-frame';
export { formatNumber, type ValueFormatter } from './format';
export { SERIES_COLORS } from './palette';
