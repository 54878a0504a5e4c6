import styled from 'styled-components';

/** DayPicker's own class names (rdp-*), dressed in the theme: no stylesheet of the library is loaded. */
export const CalendarFrame = styled.div`
  .rdp-root { position: relative; --day: 40px; }
  .rdp-months { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.spacing(3)}; }
  .rdp-nav {
    position: absolute;
    inset-inline-end: 0;
    top: 0;
    display: flex;
    gap: ${({ theme }) => theme.spacing(0.5)};
    height: var(--day);
    align-items: center;
  }
  .rdp-button_previous, .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover:not([aria-disabled='true']) { background: ${({ theme }) => theme.colors.background}; }
    &[aria-disabled='true'] { opacity: 0.4; cursor: default; }
  }
  .rdp-chevron { width: 16px; height: 16px; fill: currentColor; }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: var(--day);
    padding-inline-start: ${({ theme }) => theme.spacing(1)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday {
    width: var(--day);
    height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  .rdp-day { width: var(--day); height: var(--day); padding: 1px; text-align: center; }
  .rdp-day_button {
    width: 100%;
    height: 100%;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.round};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
  }
  .rdp-today .rdp-day_button { border-color: ${({ theme }) => theme.colors.accent}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  .rdp-disabled .rdp-day_button { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.45; text-decoration: line-through; cursor: not-allowed; }
  .rdp-range_middle { background: ${({ theme }) => theme.colors.accentSoft}; }
  .rdp-range_middle .rdp-day_button { border-radius: 0; }
  .rdp-range_start:not(.rdp-range_end) { background: linear-gradient(to right, transparent 50%, ${({ theme }) => theme.colors.accentSoft} 50%); }
  .rdp-range_end:not(.rdp-range_start) { background: linear-gradient(to left, transparent 50%, ${({ theme }) => theme.colors.accentSoft} 50%); }
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .rdp-hidden { visibility: hidden; }
`;
