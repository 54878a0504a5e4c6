import styled from 'styled-components';

export const TableWrap = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[data-loading] tbody { opacity: 0.6; }

  & th, & td {
    padding: ${({ theme }) => theme.spacing(1, 1.5)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* Figures with their units stay on one line, aligned on the right. */
  & [data-align='end'] { text-align: right; white-space: nowrap; }
  & thead th {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  & tbody th { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & tbody tr:last-child > * { border-bottom: 0; }
  & tbody tr[data-link] { cursor: pointer; }
  & tbody tr[data-link]:hover { background: ${({ theme }) => theme.colors.background}; }
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.spacing(1.5)};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  /* Hidden visually, still read out as the table's name. */
  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const RowLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export const MessageCell = styled.td`
  && { padding: ${({ theme }) => theme.spacing(4, 2)}; text-align: center; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
