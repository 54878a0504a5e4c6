import styled from 'styled-components';

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-layout='tiles'] {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  &[data-layout='search-first'] {
    grid-template-columns: minmax(240px, 2fr) repeat(auto-fit, minmax(180px, 1fr));
    @media (max-width: 640px) { grid-template-columns: 1fr; }
  }
`;

/** A cell across the whole panel (a long search box, a group of chips). */
export const FilterRow = styled.div`
  grid-column: 1 / -1;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  [data-layout='tiles'] > & { grid-column: 1 / -1; }
`;
