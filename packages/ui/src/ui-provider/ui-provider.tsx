import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';

export interface UiProviderProps {
  children?: ReactNode;
  /** Leave out the global style (a remote inside the shell already has it). */
  withGlobalStyle?: boolean;
}

export function UiProvider({ children, withGlobalStyle = true }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
