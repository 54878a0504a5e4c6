import styled, { createGlobalStyle } from 'styled-components';

/** A4 with printable margins; the screen shows the same sheet on a grey desk. */
export const PrintPageStyle = createGlobalStyle`
  @page { size: A4; margin: 12mm 14mm; }
  @media print {
    html, body { background: #fff; }
  }
`;

export const Desk = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(3, 2)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};

  @media print { padding: 0; background: none; }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 210mm;
  margin: 0 auto ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  @media print { display: none; }
`;

export const Sheet = styled.article`
  box-sizing: border-box;
  width: 210mm;
  max-width: 100%;
  min-height: 297mm;
  margin: 0 auto;
  padding: 12mm 14mm;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: 10pt;
  line-height: 1.4;

  h1 { margin: 0; font-size: 18pt; }
  h2 {
    margin: 6mm 0 2mm;
    padding-bottom: 1mm;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 11pt;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  h3 { margin: 0 0 1mm; font-size: 9pt; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; }
  section { break-inside: avoid; }

  @media print {
    width: auto;
    min-height: 0;
    padding: 0;
    box-shadow: none;
  }
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
