export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './search-box';
