import { useId, type ComponentPropsWithRef } from 'react';
import { useFormSettings } from '../form/form-context';
import { Field, FieldError, Label, RequiredMark } from '../text-field/text-field.styles';
import { StyledSelect } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** A first option with the empty value ("Any mode"); absent when every value is a real choice. */
  placeholder?: string;
  error?: string | null;
  requiredMark?: boolean;
};

/** A labelled native select in the text field's look; its error is announced and tied to it. */
export function Select({ label, options, placeholder, error, id, className, required, requiredMark, ...props }: SelectProps) {
  const autoId = useId();
  const settings = useFormSettings();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const showMark = Boolean(required) && (requiredMark ?? settings.requiredMark);
  return (
    <Field className={className}>
      <Label htmlFor={selectId}>
        {label}
        {showMark && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </Label>
      <StyledSelect
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>)}
      </StyledSelect>
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Field>
  );
}
