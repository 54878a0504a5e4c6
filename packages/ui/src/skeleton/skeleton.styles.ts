import styled, { keyframes } from 'styled-components';

// Opacity only: a composited animation, no layout or paint work per frame.
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

export const Bone = styled.span`
  display: block;
  max-width: 100%;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 900ms ease-in-out infinite alternate;
  &[data-shape='circle'] { border-radius: ${({ theme }) => theme.radii.round}; }
  &[data-shape='block'] { border-radius: ${({ theme }) => theme.radii.md}; }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A line of text is as tall as the line box around it; the bone inside, a little shorter. */
export const TextLine = styled.span`
  display: flex;
  align-items: center;
  height: 1lh;
  & > ${Bone} { height: 0.8em; }
`;

export const Lines = styled.span`
  display: flex;
  max-width: 100%;
  flex-direction: column;
`;
