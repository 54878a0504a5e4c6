import styled from 'styled-components';
import { Input } from '../text-field/text-field.styles';

/** Read by screen readers, not shown (the combobox's). */
export { VisuallyHidden as Hidden } from '../pickers/combobox/combobox.styles';

/** The input with its calendar button inside its right end; it also anchors the calendar. */
export const Control = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
`;

export const DateInput = styled(Input)`
  flex: 1;
  min-width: 0;
  padding-right: 44px;
  font-variant-numeric: tabular-nums;
`;

export const CalendarButton = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  bottom: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled), &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 0; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

/** Placed by CalendarDialog in the viewport (top and left), above any scrolling modal. */
export const Dialog = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  /* As wide as its months (two side by side), not as narrow as the field it hangs from. */
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.spacing(2)});
  max-height: calc(100vh - ${({ theme }) => theme.spacing(2)});
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(1.5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &:focus { outline: none; }
`;

export const DialogStatus = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  padding-inline-end: 88px; /* clear of the month buttons */
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
  padding-top: ${({ theme }) => theme.spacing(1)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 280px;
  height: 300px;
`;

/** A date field and its time side by side. */
export const DateTimeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 88px;
  gap: ${({ theme }) => theme.spacing(1)};
`;
