import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(1)};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend { padding: 0; margin-bottom: ${({ theme }) => theme.spacing(1)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  cursor: pointer;
  & > input { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.accent}; }
  & > input:disabled + span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const ChoiceHint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
