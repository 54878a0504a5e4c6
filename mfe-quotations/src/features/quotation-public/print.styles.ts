import styled from 'styled-components';
import { PrintSheet } from '@freightdeck/ui';

/** The A4 sheet of packages/ui; the quotation's is set a little smaller, with its charge tables. */
export { PrintDesk as Desk, PrintPageStyle, PrintToolbar as Toolbar } from '@freightdeck/ui';

export const Sheet = styled(PrintSheet)`
  font-size: 9.5pt;
  h3 { margin: 3mm 0 1mm; font-size: 10pt; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: 1mm 1.5mm; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  [data-num] { text-align: right; white-space: nowrap; }
`;

export const Head = styled.header`
  display: flex;
  justify-content: space-between;
  gap: 8mm;
  align-items: flex-start;
  dl { display: grid; grid-template-columns: auto auto; gap: 0.5mm 4mm; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const Terms = styled.ol`
  margin: 0;
  padding-left: 5mm;
  font-size: 8.5pt;
  color: ${({ theme }) => theme.colors.textMuted};
`;
