import styled from 'styled-components';

export const Anchor = styled.span`
  position: relative;
  display: block;
`;

export const Bubble = styled.span`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadows.popover};

  &[data-placement='right'] { left: calc(100% + ${({ theme }) => theme.spacing(1)}); top: 50%; transform: translateY(-50%); }
  &[data-placement='left'] { right: calc(100% + ${({ theme }) => theme.spacing(1)}); top: 50%; transform: translateY(-50%); }
  &[data-placement='top'] { bottom: calc(100% + ${({ theme }) => theme.spacing(1)}); left: 50%; transform: translateX(-50%); }
  &[data-placement='bottom'] { top: calc(100% + ${({ theme }) => theme.spacing(1)}); left: 50%; transform: translateX(-50%); }
`;
