import styled from 'styled-components';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: fd-modal-in ${({ theme }) => theme.transitions.fast};
  &[data-state='closing'] { opacity: 0; pointer-events: none; transition: opacity 100ms ease-in; }
  @keyframes fd-modal-in { from { opacity: 0; } to { opacity: 1; } }
`;

export const Dialog = styled.div`
  width: 100%;
  max-width: 440px;
  /* A tall form (a booking editor) scrolls inside the dialog: its buttons stay reachable on a short screen. */
  max-height: calc(100vh - ${({ theme }) => theme.spacing(4)});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  & > div:focus { outline: none; }
`;

export const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.navy};
`;
