import { useId, type ComponentPropsWithRef } from 'react';
import { Field, FieldError, Input, Label } from './text-field.styles';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | null;
};

/** A labelled input; its error is announced and tied to the input. */
export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Field>
  );
}
