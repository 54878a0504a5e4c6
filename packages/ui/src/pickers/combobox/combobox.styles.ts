import styled, { css } from 'styled-components';

export const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Input = styled.input`
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus { border-color: ${({ theme }) => theme.colors.accent}; outline: none; box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accentSoft}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const popover = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  margin: ${({ theme }) => theme.spacing(0.5)} 0 0;
  padding: ${({ theme }) => theme.spacing(0.5)} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export const Listbox = styled.ul`
  ${popover}
  max-height: 320px;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  column-gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  cursor: pointer;
  &[aria-selected='true'] { background: ${({ theme }) => theme.colors.accentSoft}; }
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &[aria-selected='true']:hover { background: ${({ theme }) => theme.colors.accentSoft}; }
`;

export const OptionCode = styled.span`
  grid-row: span 2;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const OptionName = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

export const OptionDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.div`
  ${popover}
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
