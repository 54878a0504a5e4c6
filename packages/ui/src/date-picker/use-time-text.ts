import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

export const TIME_EXAMPLE = '14:30';

/** "14:30", "1430", "9:05", "9" → "HH:mm" (24 h); whether it was typed in full; null for no time. */
export function parseTimeText(text: string): { time: string; complete: boolean } | null {
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return { time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`, complete: m[2] !== undefined && m[1]!.length === 2 };
}

/** A time field's text, as useDateText is a date's: taken at once when typed in full ("14:30"). */
export function useTimeText({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (raw: string, final: boolean): boolean => {
    if (raw.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return true;
    }
    const parsed = parseTimeText(raw);
    if (!parsed || (!final && !parsed.complete)) {
      if (final) setProblem(`Enter a time such as ${TIME_EXAMPLE}`);
      return false;
    }
    setProblem(null);
    if (parsed.time !== value) onChange(parsed.time);
    return true;
  };
  return {
    shown: text ?? value,
    problem,
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
      const typed = text.trim() === '' ? '' : parseTimeText(text)?.time ?? null;
      if (typed !== value) event.preventDefault();
      if (commit(text, true)) setText(null);
    },
  };
}
