export { DateRangePicker, type DateRangePickerProps, type DateRange } from './date-range-picker';
