import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  & > label { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & > textarea {
    min-height: 40px;
    padding: ${({ theme }) => theme.spacing(1, 1.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  & > [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A labelled textarea with its error tied to it, like the ui TextField. */
export function TextAreaField({ label, error, id, ...props }: ComponentPropsWithRef<'textarea'> & { label: string; error?: string | null }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId} rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined}
        aria-required={props.required || undefined} {...props}
      />
      {error && <Error id={`${fieldId}-error`} role="alert">{error}</Error>}
    </Field>
  );
}
