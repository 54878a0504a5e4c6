import styled, { createGlobalStyle } from 'styled-components';

/** Charts in a responsive grid: two columns on a wide screen, one on a phone and on paper. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  @media print { display: block; > * { margin-bottom: 12mm; } }
`;

export const Panel = styled.section<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  break-inside: avoid;
  @media print { border: 0; padding: 0; }
`;

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(2)} 0 0;
  > div { background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; padding: ${({ theme }) => theme.spacing(1.5, 2)}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 4px 0 0; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  dd small { display: block; font-size: ${({ theme }) => theme.fontSizes.xs}; font-weight: ${({ theme }) => theme.fontWeights.regular}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  flex-wrap: wrap;
  @media print { display: none; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export const PlainTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  /* Long names (a repository, a file) wrap between words, and inside one only when it alone is too wide. */
  td { overflow-wrap: break-word; }
  td.num, th.num { text-align: right; }
  td.num { white-space: nowrap; }
  /* On paper a source's long names wrap anywhere rather than push the table past the page. */
  @media print { td { overflow-wrap: anywhere; } }
`;

/**
 * A table too wide for a phone scrolls sideways in its own box (focusable, so a keyboard can scroll
 * it) rather than squeezing its words letter by letter or spilling out of its panel; on paper it is whole.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  > table { min-width: 34rem; }
  @media print { overflow: visible; > table { min-width: 0; } }
`;

/**
 * Print (and "Save as PDF"): A4 portrait, 12 mm margins, the portal's menu, header and filters
 * left out, every chart kept whole on a page.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4 portrait; margin: 12mm; }
    html, body { background: #fff !important; }
    body * { visibility: hidden; }
    [data-print-root], [data-print-root] * { visibility: visible; }
    /* The page's own corner, not the layout's main column (which the hidden menu and header push aside). */
    main { position: static !important; }
    [data-print-root] { position: absolute; left: 0; top: 0; width: 100%; box-sizing: border-box; margin: 0 !important; padding: 0 !important; }
    [data-print-hide] { display: none !important; }
    figure, section, table { break-inside: avoid; }
    /* A chart at most a third of the page high, centred: the A4 column is wider than a screen's half. */
    [data-print-root] figure > svg[role='img'] { max-height: 80mm; }
  }
`;
