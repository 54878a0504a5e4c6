import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { CalendarDialog } from './calendar-dialog';
import { CalendarButton, Control, DateInput, Hidden } from './date-picker.styles';
import { DATE_EXAMPLE, type DateText } from './use-date-text';

export interface DateControlProps {
  /** The field's label: names the calendar button ("Choose Booked from"). */
  label: string;
  typed: DateText;
  /** id and ARIA ties from the labelled field. */
  controlProps: { id: string; 'aria-required'?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  /** The calendar of this opening: one day or a range, its ends, limits, a status line. */
  calendar: { mode: 'single' | 'range'; from?: Date; to?: Date; min?: Date; max?: Date; numberOfMonths?: number; status?: string };
  /** The month the calendar opens on. */
  openingMonth: () => Date;
  /** A day chosen in the calendar; true closes it (the focus goes back to the button). */
  onPick: (day: Date) => boolean;
  onOpen?: () => void;
  footer?: (close: () => void) => ReactNode;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const CalendarIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

/** A date field's input, its calendar button and, while open, the calendar dialog. */
export function DateControl({ label, typed, controlProps, calendar, openingMonth, onPick, onOpen, footer, name, disabled, placeholder = 'DD MMM YYYY', ref }: DateControlProps) {
  const hintId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(openingMonth);

  const show = () => {
    setMonth(openingMonth());
    onOpen?.();
    setOpen(true);
  };
  const close = useCallback((giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Alt+ArrowDown opens the calendar, as it opens a native picker.
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      show();
    } else typed.onKeyDown(event);
  };

  const describedBy = [controlProps['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <Control ref={anchor}>
      <DateInput
        {...controlProps}
        ref={ref}
        type="text"
        name={name}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        value={typed.shown}
        onChange={typed.onChange}
        onBlur={typed.onBlur}
        onKeyDown={onKeyDown}
      />
      <Hidden id={hintId}>{`Day, month and year, such as ${DATE_EXAMPLE}; Alt+Down opens the calendar.`}</Hidden>
      <CalendarButton
        ref={button}
        type="button"
        aria-label={`Choose ${label}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? close(false) : show())}
      >
        <CalendarIcon />
      </CalendarButton>
      {open && (
        <CalendarDialog
          {...calendar}
          label={`Choose ${label}`}
          anchor={anchor}
          month={month}
          onMonthChange={setMonth}
          onClose={close}
          onPick={(day) => onPick(day) && close(true)}
          footer={footer?.(() => close(true))}
        />
      )}
    </Control>
  );
}
