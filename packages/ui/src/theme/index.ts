export { theme, type Theme } from './theme';
export { GlobalStyle } from './global-style';
