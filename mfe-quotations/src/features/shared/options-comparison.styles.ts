import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

/** Options side by side, wrapping on narrow screens. */
export const OptionGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OptionCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-chosen] { border-color: ${({ theme }) => theme.colors.accent}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.accent}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-height: 1.5em;
`;

export const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  small { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(0.5, 1.5)};
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

export const Breakdown = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.accent}; }
  table { width: 100%; border-collapse: collapse; margin-top: ${({ theme }) => theme.spacing(1)}; font-variant-numeric: tabular-nums; }
  th, td { padding: ${({ theme }) => theme.spacing(0.5)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  td[data-num], th[data-num] { text-align: right; white-space: nowrap; }
  td small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  table { font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

export const OptionActions = styled.div`
  margin-top: auto;
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;
