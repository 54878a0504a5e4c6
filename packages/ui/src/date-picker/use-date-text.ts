import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { formatDate, parseDateText } from '../dates';

export interface DateTextOptions {
  /** The day held (YYYY-MM-DD), or ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

export const DATE_EXAMPLE = '25 Nov 2026';

/** Why a day cannot be chosen, or null. */
export function rangeProblem(iso: string, min?: string, max?: string): string | null {
  if (min && iso < min) return `Choose ${formatDate(min, 'date')} or later`;
  if (max && iso > max) return `Choose ${formatDate(max, 'date')} or earlier`;
  return null;
}

/**
 * The text of a date field: it shows the held day in the portal's format ("25 Nov 2026") and
 * takes what a person types. A date whose year is typed in full is taken at once (so a filter
 * follows as one types, and Enter submits what is shown); a shorter one ("25/11/26", "25 Nov")
 * on leaving the field or Enter. Text that is no date, or a day outside min/max, stays in the
 * field with the reason, and the value is unchanged.
 */
export function useDateText({ value, onChange, min, max }: DateTextOptions) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Takes the text if it reads as a day; `final` also reports why it does not. */
  const commit = (raw: string, final: boolean): boolean => {
    if (raw.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return true;
    }
    const parsed = parseDateText(raw);
    if (!parsed || (!final && !parsed.complete)) {
      if (final) setProblem(`Enter a date such as ${DATE_EXAMPLE}`);
      return false;
    }
    const outside = rangeProblem(parsed.iso, min, max);
    setProblem(outside);
    if (outside) return false;
    if (parsed.iso !== value) onChange(parsed.iso);
    return true;
  };

  return {
    shown: text ?? formatDate(value, 'date'),
    problem,
    /** A day chosen elsewhere (the calendar): shown in the portal's format. */
    set: (iso: string) => {
      setText(null);
      setProblem(null);
      if (iso !== value) onChange(iso);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      setProblem(null);
      commit(event.target.value, false);
    },
    onBlur: () => {
      if (text !== null && commit(text, true)) setText(null);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || text === null) return;
      const typed = text.trim() === '' ? '' : parseDateText(text)?.iso ?? null;
      // Submit only what the field shows: a day taken now, or refused, first shows itself.
      if (typed !== value) event.preventDefault();
      if (commit(text, true)) setText(null);
    },
  };
}

export type DateText = ReturnType<typeof useDateText>;
