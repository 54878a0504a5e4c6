import { useEffect, useRef, useState } from 'react';
import { TextField } from '@freightdeck/ui';

/** Wait this long after the last keystroke before searching: one call per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Name or e-mail, sent after a pause in typing; follows the URL when it changes elsewhere (Back, Clear filters). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

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

  return <TextField type="search" label="Search" placeholder="Name or e-mail…" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />;
}
