import styled, { css } from 'styled-components';

export const visuallyHidden = css`
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

export const Figure = styled.figure`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
  break-inside: avoid;
  svg { display: block; width: 100%; height: auto; overflow: visible; }
  svg text { font-size: 11px; fill: ${({ theme }) => theme.colors.text}; }
  svg .axis text { fill: ${({ theme }) => theme.colors.textMuted}; }
  svg .axis line, svg .axis path { stroke: ${({ theme }) => theme.colors.border}; }
`;

export const Caption = styled.figcaption`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ToggleButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  padding: 2px 8px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media print { display: none; }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  li { display: inline-flex; align-items: center; gap: 6px; }
  svg { width: 28px; height: 14px; display: inline-block; }
`;

export const TableWrap = styled.div<{ $shown: boolean }>`
  margin-top: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  /* After overflow-x: hidden, the table is no scroll region (axe: scrollable-region-focusable). */
  ${({ $shown }) => ($shown ? '' : visuallyHidden)}
  table { border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.medium}; padding-bottom: 4px; }
  th, td { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 4px 8px; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
`;

export const Note = styled.p`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
