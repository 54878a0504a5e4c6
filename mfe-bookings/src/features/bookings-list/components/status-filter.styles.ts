import styled from 'styled-components';

export const ChipGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    float: left;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.spacing(0.5)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** A checkbox shown as a pill; the native input stays for keyboard and screen readers. */
export const Chip = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  & > input { position: absolute; opacity: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
  & > span {
    padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > input:checked + span {
    background: ${({ theme }) => theme.colors.accentSoft};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentHover};
  }
  & > input:focus-visible + span { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
