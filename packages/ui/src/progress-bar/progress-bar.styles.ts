import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-wrap: anywhere; /* a long file name wraps, clear of the figure */
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Bar = styled.div`
  position: relative;
  height: ${({ theme }) => theme.spacing(1)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border};
  &[data-indeterminate] > div {
    width: 40%;
    animation: fd-progress-slide 1.2s ease-in-out infinite;
  }
  @keyframes fd-progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
  @media (prefers-reduced-motion: reduce) { &[data-indeterminate] > div { animation: none; } }
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width ${({ theme }) => theme.transitions.fast};
  &[data-tone='accent'] { background: ${({ theme }) => theme.colors.accent}; }
  &[data-tone='danger'] { background: ${({ theme }) => theme.colors.danger}; }
`;
