import styled from 'styled-components';

export const FileForm = styled.form`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) minmax(220px, 1fr) minmax(260px, 1.2fr) auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  @media (max-width: 1100px) { grid-template-columns: 1fr 1fr; }
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;

export const Help = styled.details`
  margin-top: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.text}; }
  code { font-size: ${({ theme }) => theme.fontSizes.sm}; word-break: break-all; }
  dd { margin: ${({ theme }) => theme.spacing(0.5, 0, 1.5, 2)}; }
`;

export const Counts = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: 0;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.spacing(1, 2)};
    min-width: 110px;
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;
