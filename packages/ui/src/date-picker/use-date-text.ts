import { formatDate, parseDateText } from '../dates';
import { useTypedText, type TypedText } from './use-typed-text';

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

const readDate = (text: string) => {
  const parsed = parseDateText(text);
  return parsed && { value: parsed.iso, complete: parsed.complete };
};

/**
 * The text of a date field: the held day in the portal's format ("25 Nov 2026"), and what a
 * person types, read day first (`parseDateText`); a date with its year in full is taken as it is
 * typed, "25/11/26" or "25 Nov" on leaving the field or Enter; a day outside min/max is refused.
 */
export function useDateText({ value, onChange, min, max }: DateTextOptions): TypedText {
  return useTypedText({
    value,
    onChange,
    read: readDate,
    show: (day) => formatDate(day, 'date'),
    invalid: `Enter a date such as ${DATE_EXAMPLE}`,
    check: (day) => rangeProblem(day, min, max),
  });
}

export type DateText = TypedText;
