import { useId, type ComponentPropsWithRef } from 'react';
import { useFormSettings } from '../form/form-context';
import { Field, FieldError, Input, Label, RequiredMark } from './text-field.styles';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | null;
  /** Show "*" after the label of a required field; default from the enclosing Form (off, spec §5). */
  requiredMark?: boolean;
};

/** A labelled input; its error is announced and tied to the input. */
export function TextField({ label, error, id, className, required, requiredMark, ...props }: TextFieldProps) {
  const autoId = useId();
  const settings = useFormSettings();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const showMark = Boolean(required) && (requiredMark ?? settings.requiredMark);
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>
        {label}
        {showMark && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </Label>
      <Input
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Field>
  );
}
