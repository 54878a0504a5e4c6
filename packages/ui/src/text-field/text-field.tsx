import type { ComponentPropsWithRef } from 'react';
import { LabelledField, useLabelledField } from './labelled-field';
import { Input } from './text-field.styles';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | null;
  /**
   * Show "*" after the label of a required field; default from the enclosing Form (off:
   * docs/product/forms.md#form-behaviour).
   */
  requiredMark?: boolean;
};

/** A labelled input; its error is announced and tied to the input. */
export function TextField({ label, error, id, className, required, requiredMark, ...props }: TextFieldProps) {
  const { controlProps, ...field } = useLabelledField({ id, error, required, requiredMark });
  return (
    <LabelledField label={label} error={error} className={className} {...field}>
      <Input {...controlProps} {...props} />
    </LabelledField>
  );
}
