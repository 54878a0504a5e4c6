export { Table, nextSort, type TableProps, type TableColumn, type TableSort, type SortDirection } from './table';
