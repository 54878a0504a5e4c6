import styled from 'styled-components';

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(0.25, 1)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.5;
  white-space: nowrap;

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.navyText};
    color: ${({ theme }) => theme.colors.navy};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentHover};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.badge};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerHover};
  }
  &[data-tone='accent'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.surface};
  }
`;
