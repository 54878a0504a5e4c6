import styled, { createGlobalStyle } from 'styled-components';

/**
 * An A4 document the browser prints: the booking's and the quotation's print pages
 * (docs/product/screens.md). A4 with printable margins; the screen shows the same sheet on a
 * grey desk, with a toolbar that does not print. Each document adds its own type sizes and parts.
 */
export const PrintPageStyle = createGlobalStyle`
  @page { size: A4; margin: 12mm 14mm; }
  @media print { html, body { background: #fff; } }
`;

export const PrintDesk = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(3, 2)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  @media print { padding: 0; background: none; }
`;

export const PrintToolbar = styled.div`
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

export const PrintSheet = styled.article`
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
  section { break-inside: avoid; }
  @media print { width: auto; min-height: 0; padding: 0; box-shadow: none; }
`;
