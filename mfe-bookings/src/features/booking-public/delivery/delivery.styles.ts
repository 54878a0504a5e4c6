import styled from 'styled-components';

export const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(1, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  time { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Confirmation = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  &:empty { display: none; }
`;

export const InlineError = styled.p`
  margin: ${({ theme }) => theme.spacing(2, 0)};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
