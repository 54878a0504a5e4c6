import styled from 'styled-components';

export const Zone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &[data-drag='accept'] { border-color: ${({ theme }) => theme.colors.accent}; background: ${({ theme }) => theme.colors.accentSoft}; }
  &[data-drag='reject'], &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-drag='reject'] { background: ${({ theme }) => theme.colors.dangerSoft}; }
  &[data-busy='true'], &[data-disabled='true'] { cursor: default; border-style: solid; }
  &[data-disabled='true'] { opacity: 0.6; }
`;

export const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 1.5)};
  color: ${({ theme }) => theme.colors.text};
  & > svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
`;

export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 1.5)};
`;

export const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Push = styled.span`
  flex: 1;
`;

/** The bar and Cancel side by side; Cancel goes under the bar where the zone is narrow. */
export const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1, 1.5)};
  & > :first-child { flex: 1 1 220px; min-width: 0; }
`;
