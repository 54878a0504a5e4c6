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

/**
 * A box or radio beside its label. The box sits on the label's first line (not centred against a
 * label that wraps): its top margin is half the line height less half the box.
 */
export const Choice = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  cursor: pointer;
  & > input {
    flex: none;
    width: 16px;
    height: 16px;
    margin: calc(0.75em - 8px) 0 0;
    margin: calc(0.5lh - 8px) 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  & > input:disabled + span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const ChoiceHint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
