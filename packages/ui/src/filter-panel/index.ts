export { FilterPanel, FILTER_PANEL_LAYOUTS, type FilterPanelProps, type FilterPanelLayout } from './filter-panel';
export { FilterRow } from './filter-panel.styles';
