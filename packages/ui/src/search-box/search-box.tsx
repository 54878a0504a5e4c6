import { useEffect, useRef, useState } from 'react';
import { TextField } from '../text-field';

/** Wait this long after the last keystroke before searching: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  /** The field's label (its accessible name). */
  label: string;
  placeholder?: string;
  /** The search in force (from the URL): shown when it changes elsewhere (Back, "Clear filters"). */
  value: string;
  /** Called with the trimmed text after a pause in typing, when it differs from what was sent. */
  onSearch: (text: string) => void;
  /** The pause in ms (default SEARCH_DEBOUNCE_MS). */
  delay?: number;
  maxLength?: number;
  className?: string;
}

/** A search field that reports its text after a pause in typing. */
export function SearchBox({ label, placeholder, value, onSearch, delay = SEARCH_DEBOUNCE_MS, maxLength = 100, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The value changed from elsewhere (Back, "Clear filters"): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearchRef.current(text.trim());
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      className={className}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
