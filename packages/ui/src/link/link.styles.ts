import styled from 'styled-components';
import { buttonCss } from '../button/button.styles';

export const StyledAnchor = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** The Button's look on a link (its variants through `data-variant`), underline-free on hover. */
export const StyledLinkButton = styled.a`
  ${buttonCss}
  &:hover { text-decoration: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;
