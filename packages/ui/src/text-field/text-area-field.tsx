import type { ComponentPropsWithRef } from 'react';
import { LabelledField, useLabelledField } from './labelled-field';
import { TextArea } from './text-field.styles';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string | null;
  /**
   * Show "*" after the label of a required field; default from the enclosing Form (off:
   * docs/product/forms.md#form-behaviour).
   */
  requiredMark?: boolean;
};

/** A labelled textarea (3 rows unless told); its error is announced and tied to it, like TextField. */
export function TextAreaField({ label, error, id, className, rows = 3, required, requiredMark, ...props }: TextAreaFieldProps) {
  const { controlProps, ...field } = useLabelledField({ id, error, required, requiredMark });
  return (
    <LabelledField label={label} error={error} className={className} {...field}>
      <TextArea rows={rows} required={required} {...controlProps} {...props} />
    </LabelledField>
  );
}
