import styled from 'styled-components';

export const LogoWrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.accent};
`;

export const LogoMark = styled.svg`
  width: ${({ theme }) => theme.spacing(4)};
  height: ${({ theme }) => theme.spacing(4)};
  flex: none;
`;

export const LogoText = styled.span`
  [data-tone='inverse'] > & { color: ${({ theme }) => theme.colors.surface}; }
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  color: inherit;
`;
