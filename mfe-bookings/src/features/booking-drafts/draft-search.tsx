import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TextField } from '@freightdeck/ui';

const SearchRow = styled.div`
  max-width: 480px;
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

/** Searching waits for a pause in typing: one call per word, not per letter. */
export const DRAFT_SEARCH_DEBOUNCE_MS = 300;

/** Free text on the drafts' titles (route, cargo), sent after a pause. */
export function DraftSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(text.trim()), DRAFT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <SearchRow>
      <TextField type="search" label="Search drafts" placeholder="Route, cargo…" maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
    </SearchRow>
  );
}
