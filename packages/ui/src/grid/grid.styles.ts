import styled from 'styled-components';

export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(${({ theme }) => theme.grid.columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.grid.gutter};
`;

export const StyledCol = styled.div`
  grid-column: span var(--span-small) / span var(--span-small);
  @media (min-width: 768px) {
    grid-column: span var(--span) / span var(--span);
  }
`;
