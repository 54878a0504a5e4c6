import { useState } from 'react';
import { Button } from '../button';
import { dateToIso, isoToDate } from '../dates';
import { DateControl, openingMonth, useDateText } from '../date-picker';
import { LabelledField, useLabelledField } from '../text-field/labelled-field';

export interface DateRange {
  /** The first day (YYYY-MM-DD), or ''. */
  from: string;
  /** The last day (YYYY-MM-DD), or ''. */
  to: string;
}

export interface DateRangePickerProps {
  fromLabel: string;
  toLabel: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The first and last day one may choose (YYYY-MM-DD). */
  min?: string;
  max?: string;
  errors?: { from?: string | null; to?: string | null };
  required?: boolean;
  requiredMark?: boolean;
  className?: string;
}

/** Two months side by side where there is room for them. */
const monthsShown = () => (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 720px)').matches ? 2 : 1);
const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : a || b || undefined);

/**
 * A first and a last day: two typed date fields (each keeps its own label, so each is a cell of
 * a filter grid) and one range calendar, opened from either field's button. From the first
 * field it asks for the first day and then the last; from the second, the last day (a day before
 * the first starts the range again). A first day after the last clears the last.
 */
export function DateRangePicker({ fromLabel, toLabel, value, onChange, min, max, errors, required, requiredMark, className }: DateRangePickerProps) {
  const [picking, setPicking] = useState<'from' | 'to'>('from');
  const fromText = useDateText({ value: value.from, min, max, onChange: (from) => onChange({ from, to: from && value.to && value.to < from ? '' : value.to }) });
  const toText = useDateText({ value: value.to, min: later(min, value.from), max, onChange: (to) => onChange({ from: value.from, to }) });
  const fromError = fromText.problem ?? errors?.from;
  const toError = toText.problem ?? errors?.to;
  const fromField = useLabelledField({ error: fromError, required, requiredMark });
  const toField = useLabelledField({ error: toError, required, requiredMark });

  const pick = (day: Date): boolean => {
    const iso = dateToIso(day);
    if (picking === 'from' || (value.from && iso < value.from)) {
      fromText.set(iso);
      setPicking('to');
      return false;
    }
    toText.set(iso);
    return true;
  };
  const calendar = {
    mode: 'range' as const,
    from: isoToDate(value.from),
    to: isoToDate(value.to),
    min: isoToDate(min),
    max: isoToDate(max),
    numberOfMonths: monthsShown(),
    status: picking === 'from' ? `Choose the first day (${fromLabel})` : `Choose the last day (${toLabel})`,
  };
  const footer = (close: () => void) => (value.from || value.to) && !required && (
    <Button variant="secondary" onClick={() => { onChange({ from: '', to: '' }); close(); }}>Clear dates</Button>
  );
  const { controlProps: fromProps, ...fromRest } = fromField;
  const { controlProps: toProps, ...toRest } = toField;
  return (
    <>
      <LabelledField label={fromLabel} error={fromError} className={className} {...fromRest}>
        <DateControl
          label={fromLabel} typed={fromText} controlProps={fromProps} calendar={calendar} onPick={pick} footer={footer}
          onOpen={() => setPicking('from')}
          openingMonth={() => openingMonth(value.from || value.to, min, max)}
        />
      </LabelledField>
      <LabelledField label={toLabel} error={toError} className={className} {...toRest}>
        <DateControl
          label={toLabel} typed={toText} controlProps={toProps} calendar={calendar} onPick={pick} footer={footer}
          onOpen={() => setPicking(value.from ? 'to' : 'from')}
          openingMonth={() => openingMonth(value.to || value.from, min, max)}
        />
      </LabelledField>
    </>
  );
}
