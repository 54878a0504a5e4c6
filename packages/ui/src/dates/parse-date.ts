import dayjs from 'dayjs';

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** What a typed date reads as: the ISO day, and whether the text named its year in full. */
export interface ParsedDate {
  /** YYYY-MM-DD */
  iso: string;
  /** A four-digit year (or an ISO date): the text cannot grow into another date. */
  complete: boolean;
}

/** "Nov", "nov.", "Sept", "November" → 11; fewer than three letters name no month. */
const monthOf = (word: string): number | null => {
  const w = word.toLowerCase();
  const index = w.length >= 3 ? MONTH_NAMES.findIndex((name) => name.startsWith(w)) : -1;
  return index >= 0 ? index + 1 : null;
};

function build(day: number, month: number, yearText: string | undefined, now: dayjs.Dayjs): ParsedDate | null {
  let year = now.year();
  if (yearText !== undefined) {
    if (yearText.length === 2) year = 2000 + Number(yearText);
    else if (yearText.length === 4) year = Number(yearText);
    else return null;
  }
  const date = dayjs(new Date(year, month - 1, day));
  // new Date rolls 31 Feb over into March: refuse what does not exist.
  if (date.date() !== day || date.month() !== month - 1 || date.year() !== year) return null;
  return { iso: date.format('YYYY-MM-DD'), complete: yearText?.length === 4 };
}

/**
 * A date as a person types it, day first as the portal writes it (docs/adr/028-date-and-upload-controls.md):
 * "25 Nov 2026", "25 november 26", "Nov 25, 2026", "25/11/2026", "25.11.26", "25-11-2026",
 * "2026-11-25", or "25 Nov" (this year). Anything else, or a day that does not exist, is null.
 */
export function parseDateText(text: string, now: Date = new Date()): ParsedDate | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const today = dayjs(now);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) {
    const parsed = build(Number(m[3]), Number(m[2]), m[1], today);
    // A short ISO day ("2026-11-2") may still grow: only the full form is complete.
    return parsed && { ...parsed, complete: /^\d{4}-\d{2}-\d{2}$/.test(t) };
  }
  m = /^(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{2}|\d{4}))?$/.exec(t);
  if (m) return build(Number(m[1]), Number(m[2]), m[3], today);
  m = /^(\d{1,2})(?:st|nd|rd|th)?[ \-/.]?([a-z]+)\.?(?:[ \-/.,]+(\d{2}|\d{4}))?$/i.exec(t);
  if (m) {
    const month = monthOf(m[2]!);
    return month ? build(Number(m[1]), month, m[3], today) : null;
  }
  m = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{2}|\d{4}))?$/i.exec(t);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? build(Number(m[2]), month, m[3], today) : null;
  }
  return null;
}

/** An ISO day (YYYY-MM-DD) as a local Date at midnight; undefined for anything else. */
export function isoToDate(iso: string | null | undefined): Date | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** A local Date as its ISO day (YYYY-MM-DD). */
export const dateToIso = (date: Date): string => dayjs(date).format('YYYY-MM-DD');
