import styled from 'styled-components';

export const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.mask};
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(243, 246, 250, 0.6);
  &[data-inline='true'] {
    position: absolute;
  }
`;
