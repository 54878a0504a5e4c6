import { useTypedText, type Reading, type TypedText } from './use-typed-text';

export const TIME_EXAMPLE = '14:30';

/** "14:30", "1430", "9:05", "9" → "HH:mm" (24 h); complete when hours and minutes are typed in full; null for no time. */
export function parseTimeText(text: string): { time: string; complete: boolean } | null {
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return { time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`, complete: m[2] !== undefined && m[1]!.length === 2 };
}

const readTime = (text: string): Reading | null => {
  const parsed = parseTimeText(text);
  return parsed && { value: parsed.time, complete: parsed.complete };
};

/** A time field's text ("HH:mm"), as useDateText is a date's. */
export function useTimeText({ value, onChange }: { value: string; onChange: (value: string) => void }): TypedText {
  return useTypedText({ value, onChange, read: readTime, show: (time) => time, invalid: `Enter a time such as ${TIME_EXAMPLE}` });
}
