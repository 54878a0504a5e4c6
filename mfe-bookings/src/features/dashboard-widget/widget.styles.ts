import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const WatchedList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.spacing(0.5, 1)};
    padding: ${({ theme }) => theme.spacing(1, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:last-child { border-bottom: 0; }
`;

export const Detail = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
