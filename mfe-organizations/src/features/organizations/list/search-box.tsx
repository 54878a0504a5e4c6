import { useEffect, useRef, useState } from 'react';
import { TextField } from '@freightdeck/ui';

/** Wait this long after the last keystroke before searching: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}

/** A search field that reports its text after a pause in typing. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from elsewhere (Back, "Clear filters"): show what it says.
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
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return <TextField type="search" label={label} placeholder={placeholder} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />;
}
