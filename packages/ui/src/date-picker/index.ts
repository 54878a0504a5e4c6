export { DatePicker, type DatePickerProps } from './date-picker';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
export { DateControl, type DateControlProps } from './date-control';
export { useDateText, rangeProblem, type DateText } from './use-date-text';
export { openingMonth } from './opening-month';
export { localeWeekStart } from './week-start';
