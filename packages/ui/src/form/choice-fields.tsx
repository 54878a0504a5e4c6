import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from '../text-field/text-field.styles';
import { Choice, ChoiceHint, Fieldset } from './form.styles';

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode };

/** A labelled checkbox (or switch-like on/off choice). */
export function CheckboxField({ label, hint, className, ...props }: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <Choice className={className}>
      <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...props} />
      <span>
        {label}
        {hint && <ChoiceHint id={hintId}>{hint}</ChoiceHint>}
      </span>
    </Choice>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A group of radio buttons under a legend (one choice of a few). */
export function RadioGroup<T extends string>({ legend, name, value, options, onChange, error, disabled, className }: RadioGroupProps<T>) {
  const errorId = useId();
  return (
    <Fieldset className={className} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <CheckboxLikeRadio key={option.value} name={name} option={option} checked={option.value === value} onChange={onChange} />
      ))}
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Fieldset>
  );
}

function CheckboxLikeRadio<T extends string>({ name, option, checked, onChange }: { name: string; option: RadioOption<T>; checked: boolean; onChange: (value: T) => void }) {
  const hintId = useId();
  return (
    <Choice>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        disabled={option.disabled}
        aria-describedby={option.hint ? hintId : undefined}
        onChange={() => onChange(option.value)}
      />
      <span>
        {option.label}
        {option.hint && <ChoiceHint id={hintId}>{option.hint}</ChoiceHint>}
      </span>
    </Choice>
  );
}
