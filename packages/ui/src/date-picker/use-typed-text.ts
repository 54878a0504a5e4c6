import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** What a typed text reads as: the value, and whether the text cannot grow into another one. */
export interface Reading {
  value: string;
  complete: boolean;
}

export interface TypedTextOptions {
  /** The value held ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** Reads a text; null when it is no value. */
  read: (text: string) => Reading | null;
  /** The held value as the field shows it. */
  show: (value: string) => string;
  /** Said when the text is no value. */
  invalid: string;
  /** Why a value read cannot be taken (out of range), or null. */
  check?: (value: string) => string | null;
}

/**
 * A field's text over a value it holds in another form (a date, a time): it shows the value and
 * takes what a person types. Text that reads in full is taken as it is typed (a filter follows at
 * once, and Enter submits what is shown); a shorter reading on leaving the field or Enter, and
 * that Enter does not submit. Text that is no value, or a value refused by `check`, stays in the
 * field with the reason, and the value is unchanged.
 */
export function useTypedText({ value, onChange, read, show, invalid, check }: TypedTextOptions) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Takes the text if it reads as a value; `final` also reports why it does not. */
  const commit = (raw: string, final: boolean): boolean => {
    if (raw.trim() === '') {
      setProblem(null);
      if (value !== '') onChange('');
      return true;
    }
    const reading = read(raw);
    if (!reading || (!final && !reading.complete)) {
      if (final) setProblem(invalid);
      return false;
    }
    const refused = check?.(reading.value) ?? null;
    setProblem(refused);
    if (refused) return false;
    if (reading.value !== value) onChange(reading.value);
    return true;
  };

  return {
    shown: text ?? show(value),
    problem,
    /** A value chosen elsewhere (a calendar): shown in the field's format. */
    set: (next: string) => {
      setText(null);
      setProblem(null);
      if (next !== value) onChange(next);
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
      const typed = text.trim() === '' ? '' : read(text)?.value ?? null;
      // Submit only what the field shows: a value taken now, or refused, first shows itself.
      if (typed !== value) event.preventDefault();
      if (commit(text, true)) setText(null);
    },
  };
}

export type TypedText = ReturnType<typeof useTypedText>;
