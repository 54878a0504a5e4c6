import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { formatDate } from '../dates';
import { CalendarFrame } from './calendar.styles';
import { localeWeekStart } from './week-start';

export interface CalendarProps {
  /** One day, or the two ends of a range. */
  mode: 'single' | 'range';
  /** The chosen day (single) or ends (range). */
  from?: Date;
  to?: Date;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** A day chosen by click, Enter or Space. */
  onPick: (day: Date) => void;
  min?: Date;
  max?: Date;
  numberOfMonths?: number;
}

const labels = {
  labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
    `${modifiers.today ? 'Today, ' : ''}${formatDate(date, 'longDate')}${modifiers.selected ? ', selected' : ''}`,
  labelGrid: (date: Date) => formatDate(date, 'longMonthYear'),
  labelPrevious: () => 'Previous month',
  labelNext: () => 'Next month',
  labelNav: () => 'Months',
};
const formatters = { formatCaption: (date: Date) => formatDate(date, 'longMonthYear') };

/**
 * The month grid of the date pickers: react-day-picker (docs/adr/028-date-and-upload-controls.md)
 * gives the grid pattern and its keys — arrows by day and week, PageUp/PageDown by month (with
 * Shift by year), Home/End to the week's ends, Enter or Space to choose — in the reader's week.
 * Loaded on first opening only: pages that never open a calendar never load it.
 */
export default function Calendar({ mode, from, to, month, onMonthChange, onPick, min, max, numberOfMonths = 1 }: CalendarProps) {
  const disabled: Matcher[] = [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  const shared = {
    month,
    onMonthChange,
    startMonth: min,
    endMonth: max,
    disabled,
    weekStartsOn: localeWeekStart(),
    numberOfMonths,
    autoFocus: true,
    labels,
    formatters,
  };
  return (
    <CalendarFrame>
      {mode === 'single' ? (
        <DayPicker {...shared} mode="single" required selected={from} onSelect={(_selected: Date, day: Date) => onPick(day)} />
      ) : (
        <DayPicker {...shared} mode="range" selected={{ from, to } as DateRange} onSelect={(_range: DateRange | undefined, day: Date) => onPick(day)} />
      )}
    </CalendarFrame>
  );
}
