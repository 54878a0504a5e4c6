import { useId, useState } from 'react';
import { dateToIso, isoToDate } from '../dates';
import { LabelledField, useLabelledField } from '../text-field/labelled-field';
import { Input } from '../text-field/text-field.styles';
import { DateControl } from './date-control';
import type { DatePickerProps } from './date-picker';
import { DateTimeRow, Hidden } from './date-picker.styles';
import { openingMonth } from './opening-month';
import { useDateText } from './use-date-text';
import { TIME_EXAMPLE, useTimeText } from './use-time-text';

export type DateTimeFieldProps = Omit<DatePickerProps, 'value' | 'placeholder' | 'ref'> & {
  /** Local date and time as a native datetime-local input holds it ("2026-11-25T14:30"), or ''. */
  value: string;
};

const split = (value: string) => ({ date: value.slice(0, 10), time: value.slice(11, 16) });

/**
 * A day (the date picker) and a time of day (typed, 24 h) in place of the browser's
 * datetime-local input. Like that input, its value is '' until both are there.
 */
export function DateTimeField({ label, value, onChange, min, max, error, required, requiredMark, disabled, name, id, className }: DateTimeFieldProps) {
  const timeHintId = useId();
  const [parts, setParts] = useState(() => split(value));
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    // Set from outside (a reset): show it.
    setEmitted(value);
    setParts(split(value));
  }
  const update = (next: { date: string; time: string }) => {
    const combined = next.date && next.time ? `${next.date}T${next.time}` : '';
    setParts(next);
    setEmitted(combined);
    if (combined !== value) onChange(combined);
  };
  const dateText = useDateText({ value: parts.date, onChange: (date) => update({ ...parts, date }), min, max });
  const timeText = useTimeText({ value: parts.time, onChange: (time) => update({ ...parts, time }) });
  const shownError = dateText.problem ?? timeText.problem ?? error;
  const { controlProps, ...field } = useLabelledField({ id, error: shownError, required, requiredMark });

  return (
    <LabelledField label={label} error={shownError} className={className} {...field}>
      <DateTimeRow>
        <DateControl
          label={label} typed={dateText} controlProps={controlProps} name={name && `${name}-date`} disabled={disabled}
          calendar={{ mode: 'single', from: isoToDate(parts.date), min: isoToDate(min), max: isoToDate(max) }}
          openingMonth={() => openingMonth(parts.date, min, max)}
          onPick={(day) => {
            dateText.set(dateToIso(day));
            return true;
          }}
        />
        <Input
          type="text" inputMode="numeric" autoComplete="off" placeholder="HH:mm" maxLength={5} disabled={disabled}
          name={name && `${name}-time`}
          aria-label={`${label}, time`}
          aria-required={controlProps['aria-required']}
          aria-invalid={timeText.problem ? true : undefined}
          aria-describedby={[timeText.problem ? controlProps['aria-describedby'] : undefined, timeHintId].filter(Boolean).join(' ')}
          value={timeText.shown} onChange={timeText.onChange} onBlur={timeText.onBlur} onKeyDown={timeText.onKeyDown}
        />
        <Hidden id={timeHintId}>{`Hours and minutes, 24 hour clock, such as ${TIME_EXAMPLE}`}</Hidden>
      </DateTimeRow>
    </LabelledField>
  );
}
