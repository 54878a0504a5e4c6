import { useEffect, useRef, useState } from 'react';
import { TextField } from '@freightdeck/ui';

/** Wait this long after the last keystroke before searching: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
}

/** Free text on reference, air waybill, customer reference and parties, sent after a pause in typing. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
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

  return (
    <TextField
      type="search"
      label="Search"
      placeholder="Reference, air waybill, shipper, consignee…"
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
