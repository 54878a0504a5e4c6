import styled from 'styled-components';

/** Styled blocks of the details page (tables of records inside the ui Cards). */
export const Sections = styled.div`
  display: grid;
  /* A column no wider than the page: a wide table scrolls inside its card (table-scroll.tsx). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export const SubTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing(2, 0, 1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Dl = styled.dl`
  display: grid;
  grid-template-columns: minmax(min(140px, 40%), max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin: 0;
  & > dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & > dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The records' table itself; pages use `Table` (table-scroll.tsx), which scrolls it sideways on a phone. */
export const TableBase = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th, & td { padding: ${({ theme }) => theme.spacing(1)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  & th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & td[data-numeric], & th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(1, 0)};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Document type, the drop zone and Upload in a row, their tops level (Upload clear of the labels); stacked on a phone. */
export const UploadRow = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: ${({ theme }) => theme.spacing(1, 0)};
  & > button { margin-top: calc(1lh + ${({ theme }) => theme.spacing(0.5)}); }
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
    & > button { margin-top: 0; }
  }
`;

/**
 * A table whose rows become stacked cards on a phone: each cell on its own line under its
 * column's name (`data-label`), so a row's actions wrap inside the card instead of running off it.
 */
export const StackedTable = styled(TableBase)`
  @media (max-width: 720px) {
    display: block;
    & tbody { display: block; }
    & thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    & tr { display: block; padding: ${({ theme }) => theme.spacing(1, 0)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    & td { display: grid; grid-template-columns: 4.5rem minmax(0, 1fr); gap: ${({ theme }) => theme.spacing(1)}; border: 0; padding: ${({ theme }) => theme.spacing(0.5, 0)}; }
    & td > * { justify-self: start; }
    & td::before { content: attr(data-label); color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;
