import styled from 'styled-components';
import { SearchBox } from '@freightdeck/ui';

const SearchRow = styled.div`
  max-width: 480px;
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

/** Searching waits for a pause in typing: one call per word, not per letter. */
export const DRAFT_SEARCH_DEBOUNCE_MS = 300;

/** Free text on the drafts' titles (route, cargo), sent after a pause. */
export function DraftSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  return (
    <SearchRow>
      <SearchBox label="Search drafts" placeholder="Route, cargo…" maxLength={100} delay={DRAFT_SEARCH_DEBOUNCE_MS} value={value} onSearch={onSearch} />
    </SearchRow>
  );
}
