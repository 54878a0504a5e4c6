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

