import type { Ref } from 'react';
import { Button } from '../button';
import { dateToIso, isoToDate } from '../dates';
import { LabelledField, useLabelledField } from '../text-field/labelled-field';
import { DateControl } from './date-control';
import { openingMonth } from './opening-month';
import { rangeProblem, useDateText } from './use-date-text';

export interface DatePickerProps {
  label: string;
  /** The day (YYYY-MM-DD, what the API takes), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day one may choose (YYYY-MM-DD). */
  min?: string;
  max?: string;
  error?: string | null;
  required?: boolean;
  requiredMark?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date field in the portal's format ("25 Nov 2026") in place of the browser's date input:
 * type the date, or choose it in the calendar (its button, or Alt+Down). The value is the ISO
 * day, as a native date input gives it (docs/adr/028-date-and-upload-controls.md).
 */
export function DatePicker({ label, value, onChange, min, max, error, required, requiredMark, disabled, name, id, placeholder, className, ref }: DatePickerProps) {
  const typed = useDateText({ value, onChange, min, max });
  const shownError = typed.problem ?? error;
  const { controlProps, ...field } = useLabelledField({ id, error: shownError, required, requiredMark });
  const today = dateToIso(new Date());
  return (
    <LabelledField label={label} error={shownError} className={className} {...field}>
      <DateControl
        label={label} typed={typed} controlProps={controlProps} name={name} disabled={disabled} placeholder={placeholder} ref={ref}
        calendar={{ mode: 'single', from: isoToDate(value), min: isoToDate(min), max: isoToDate(max) }}
        openingMonth={() => openingMonth(value, min, max)}
        onPick={(day) => {
          typed.set(dateToIso(day));
          return true;
        }}
        footer={(close) => (
          <>
            {!required && value && <Button variant="secondary" onClick={() => { typed.set(''); close(); }}>Clear</Button>}
            {!rangeProblem(today, min, max) && <Button variant="secondary" onClick={() => { typed.set(today); close(); }}>Today</Button>}
          </>
        )}
      />
    </LabelledField>
  );
}
