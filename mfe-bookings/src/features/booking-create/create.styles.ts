import styled from 'styled-components';

/** Styled blocks of the create form. */
export const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    counter-increment: step;
    padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > li::before { content: counter(step) '. '; }
  & > li[data-done] { color: ${({ theme }) => theme.colors.text}; }
  & > li[aria-current='step'] { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accent}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const StepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  &:focus { outline: none; }
`;

/** Fields side by side, wrapping on narrow screens. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(1, 2)};
  align-items: start;
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  & > legend { padding: ${({ theme }) => theme.spacing(0, 0.5)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const LineFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  font-variant-numeric: tabular-nums;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
  & > div { display: flex; gap: ${({ theme }) => theme.spacing(1)}; align-items: center; }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The schedule option the form was opened with (from /schedules). */
export const ScheduleSummary = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  em { color: ${({ theme }) => theme.colors.danger}; }
`;
