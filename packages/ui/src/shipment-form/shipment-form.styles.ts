import styled from 'styled-components';

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

export const FormNote = styled.p`
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
export const ScheduleBox = styled.div`
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
