import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Spinner } from '../spinner';
import type { CalendarProps } from './calendar';
import { Dialog, DialogFooter, DialogStatus, Loading } from './date-picker.styles';

const Calendar = lazy(() => import('./calendar'));

/** Px between the field and the calendar, and kept from the screen's edges. */
const GAP = 4;
const MARGIN = 8;
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
 * press outside closes it. It is placed in the viewport (fixed), so a scrolling modal around the
 * field does not clip it: under the field, or above it when there is no room below, and kept
 * inside the screen's width on a phone.
 */
export function CalendarDialog({ label, anchor, onClose, status, footer, ...calendar }: CalendarDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  const position = useCallback(() => {
    const field = anchor.current?.getBoundingClientRect();
    const box = panel.current?.getBoundingClientRect();
    if (!field || !box) return;
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const left = field.left + box.width <= width - MARGIN ? field.left : Math.max(MARGIN, Math.min(field.right, width - MARGIN) - box.width);
    const below = field.bottom + GAP;
    const above = field.top - GAP - box.height;
    const top = below + box.height > height - MARGIN && above >= MARGIN ? above : below;
    setPlace((was) => (was && was.top === top && was.left === left ? was : { top, left }));
  }, [anchor]);

  useLayoutEffect(() => {
    position();
    panel.current?.focus(); // until the grid is there to take it
  }, [position]);

  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) onClose(false);
    };
    // The field moves with the page (and the calendar grows once loaded, or by a month's row).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(position);
    if (panel.current) resized?.observe(panel.current);
    document.addEventListener('mousedown', onDown);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      resized?.disconnect();
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [anchor, onClose, position]);

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
    <Dialog
      ref={panel} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}
      style={place ?? undefined}
    >
      {status && <DialogStatus aria-live="polite">{status}</DialogStatus>}
      <Suspense fallback={<Loading><Spinner label="Loading the calendar" /></Loading>}>
        <Calendar {...calendar} />
      </Suspense>
      {footer && <DialogFooter>{footer}</DialogFooter>}
    </Dialog>
  );
}
