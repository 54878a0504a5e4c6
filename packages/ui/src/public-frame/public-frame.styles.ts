import styled from 'styled-components';

export const Screen = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(4, 2)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const Frame = styled.main<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 { margin: ${({ theme }) => theme.spacing(3, 0, 1)}; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h2 { margin: ${({ theme }) => theme.spacing(4, 0, 1)}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { line-height: 1.5; }
`;

export const Aside = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;
