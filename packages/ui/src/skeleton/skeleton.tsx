import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A grey block standing where content will be, at that content's size, so nothing moves when it
 * arrives (docs/product/screens.md#home). Decorative: the region around it carries `aria-busy`
 * and a label. The shimmer stops for users who ask for reduced motion.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.background} 25%, ${({ theme }) => theme.colors.border} 50%, ${({ theme }) => theme.colors.background} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
