import styled, { css } from 'styled-components';

/** Variants are `data-variant` attributes: one class for all buttons, no per-render CSS. */
export const buttonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 36px;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.surface};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentHover}; }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.background}; }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.surface};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerHover}; }
  }
  &[data-variant='link'] {
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    padding-inline: 0;
    min-height: auto;
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export const StyledButton = styled.button`
  ${buttonCss}
`;
