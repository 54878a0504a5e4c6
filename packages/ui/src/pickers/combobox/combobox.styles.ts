import styled, { css } from 'styled-components';
import { Field as TextFieldField } from '../../text-field/text-field.styles';

// A combobox's box looks exactly like a text field's; the field also anchors the listbox.
export { FieldError, Input, Label } from '../../text-field/text-field.styles';

export const Field = styled(TextFieldField)`
  position: relative;
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
