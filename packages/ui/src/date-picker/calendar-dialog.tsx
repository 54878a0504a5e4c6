import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../spinner';
import type { CalendarProps } from './calendar';
import { Dialog, DialogFooter, DialogStatus, Loading } from './date-picker.styles';

const Calendar = lazy(() => import('./calendar'));

const FOCUSABLE = 'button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

export interface CalendarDialogProps extends CalendarProps {
  /** Names the dialog ("Choose the cargo-ready date"). */
  label: string;
  /** The field the dialog belongs to: a press outside it closes the dialog. */
  anchor: RefObject<HTMLElement | null>;
  /** Escape gives the focus back to the button that opened it; a press outside does not. */
  onClose: (giveFocusBack: boolean) => void;
  /** A line above the grid ("Choose the last day"), announced when it changes. */
  status?: string;
  footer?: ReactNode;
}

/**
 * The calendar as a modal dialog under its field (WAI-ARIA APG "date picker dialog"): the focus
 * moves into the grid on the chosen day (or today), Tab cycles inside the dialog, Escape or a
 * press outside closes it. It opens towards the page's inside edge so it stays on a phone screen.
 */
export function CalendarDialog({ label, anchor, onClose, status, footer, ...calendar }: CalendarDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [align, setAlign] = useState<'start' | 'end'>('start');

  useLayoutEffect(() => {
    const box = panel.current?.getBoundingClientRect();
    if (box && box.right > document.documentElement.clientWidth - 8) setAlign('end');
    panel.current?.focus(); // until the grid is there to take it
  }, []);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // a modal around the field stays open
      onClose(true);
    } else if (event.key === 'Tab') {
      const stops = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      if (stops.length === 0) return;
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at === stops.length - 1 ? 0 : at + 1);
      event.preventDefault();
      stops[next]!.focus();
    }
  };

  return (
    <Dialog ref={panel} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-align={align} onKeyDown={onKeyDown}>
      {status && <DialogStatus aria-live="polite">{status}</DialogStatus>}
      <Suspense fallback={<Loading><Spinner label="Loading the calendar" /></Loading>}>
        <Calendar {...calendar} />
      </Suspense>
      {footer && <DialogFooter>{footer}</DialogFooter>}
    </Dialog>
  );
}
