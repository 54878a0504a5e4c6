import styled from 'styled-components';
import { PrintSheet } from '@freightdeck/ui';

/** The A4 sheet of packages/ui; the booking's adds its small-caps section titles. */
export { PrintDesk as Desk, PrintPageStyle, PrintToolbar as Toolbar } from '@freightdeck/ui';

export const Sheet = styled(PrintSheet)`
  h3 { margin: 0 0 1mm; font-size: 9pt; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; }
`;

export const SheetHeader = styled.header`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6mm;
  align-items: start;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 2mm 6mm;
  margin: 4mm 0 0;

  dt { font-size: 8pt; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6mm;
`;

export const Table = styled.table`
  width: 100%;
  margin-top: 3mm;
  border-collapse: collapse;
  font-size: 9pt;

  caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.bold}; padding-bottom: 1mm; }
  th, td { padding: 1mm 2mm; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { font-size: 8pt; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; }
  td[data-num], th[data-num] { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: ${({ theme }) => theme.fontWeights.bold}; color: inherit; border-bottom: none; }
  tr { break-inside: avoid; }
`;

export const Note = styled.p`
  margin: 1mm 0 0;
  font-size: 8pt;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Title = styled.h1`
  && { margin-top: 4mm; }
`;

export const PrintFooter = styled.footer`
  margin-top: 8mm;
  font-size: 8pt;
  color: ${({ theme }) => theme.colors.textMuted};
`;
