import styled from 'styled-components';

export const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  &[data-columns='1'] { grid-template-columns: minmax(0, 1fr); }
  &[data-columns='2'] { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  &[data-columns='3'] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (max-width: 767px) { && { grid-template-columns: minmax(0, 1fr); } }
  &[data-layout='inline'] > div { display: grid; grid-template-columns: minmax(120px, 40%) 1fr; gap: ${({ theme }) => theme.spacing(1)}; }
`;

export const Group = styled.div`
  min-width: 0;
  &[data-wide] { grid-column: 1 / -1; }
`;

export const Dt = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Dd = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  white-space: pre-line;
  &[data-empty] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
