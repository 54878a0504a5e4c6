import { useId, type ReactNode } from 'react';
import { useFormSettings } from '../form/form-context';
import { Field, FieldError, Label, RequiredMark } from './text-field.styles';

export interface LabelledFieldOptions {
  id?: string;
  error?: string | null;
  required?: boolean;
  /**
   * Show "*" after the label of a required field; default from the enclosing Form (off:
   * docs/product/forms.md#form-behaviour).
   */
  requiredMark?: boolean;
}

/** The label, the required mark and the error around a control; `controlProps` tie the control to them. */
export function useLabelledField({ id, error, required, requiredMark }: LabelledFieldOptions) {
  const autoId = useId();
  const settings = useFormSettings();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    errorId,
    showMark: Boolean(required) && (requiredMark ?? settings.requiredMark),
    controlProps: {
      id: controlId,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

export interface LabelledFieldProps {
  label: string;
  controlId: string;
  errorId: string;
  error?: string | null;
  showMark: boolean;
  className?: string;
  children: ReactNode;
}

/** A control under its label, with its error announced below. */
export function LabelledField({ label, controlId, errorId, error, showMark, className, children }: LabelledFieldProps) {
  return (
    <Field className={className}>
      <Label htmlFor={controlId}>
        {label}
        {showMark && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </Label>
      {children}
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Field>
  );
}
