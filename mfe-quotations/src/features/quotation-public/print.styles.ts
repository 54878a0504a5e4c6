import styled, { createGlobalStyle } from 'styled-components';

/** A4 with printable margins; the screen shows the same sheet on a grey desk. */
export const PrintPageStyle = createGlobalStyle`
  @page { size: A4; margin: 12mm 14mm; }
  @media print { html, body { background: #fff; } }
`;

export const Desk = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(3, 2)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
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
  font-size: 9.5pt;
  line-height: 1.4;
  h1 { margin: 0; font-size: 18pt; }
  h2 { margin: 6mm 0 2mm; padding-bottom: 1mm; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; font-size: 11pt; text-transform: uppercase; letter-spacing: 0.05em; }
  h3 { margin: 3mm 0 1mm; font-size: 10pt; }
  section { break-inside: avoid; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: 1mm 1.5mm; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  [data-num] { text-align: right; white-space: nowrap; }
  @media print { width: auto; min-height: 0; padding: 0; box-shadow: none; }
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
