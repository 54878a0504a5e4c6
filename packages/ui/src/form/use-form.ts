import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Rule } from './rules';
import { showFormError } from './server-errors';

export type FormValues = Record<string, unknown>;
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  /**
   * Checked only on submit (docs/product/forms.md#form-behaviour), in order; the first failing rule
   * is the field's error.
   */
  rules?: { [K in keyof V]?: Rule<V, V[K]>[] };
  onSubmit: (values: V) => unknown;
  /**
   * A failed submit: by default `showFormError`, the portal's one rule: a `VALIDATION_ERROR` whose
   * details name fields of this form marks those fields, and any other error (every catalogue
   * code) goes to the Error modal (docs/product/errors.md#where-errors-show).
   */
  onError?: (error: unknown) => void;
}

export interface FormApi<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  submitting: boolean;
  /** Bumped on each submit that found errors: the Form scrolls to the first one. */
  failedSubmits: number;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setErrors: (errors: FormErrors<V>) => void;
  reset: (values?: V) => void;
  /** Props for a text input: name, value, onChange, error. */
  field: <K extends keyof V & string>(name: K) => {
    name: K;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /** Props for a control that reports its value itself (a date picker): name, value, onChange(value), error. */
  control: <K extends keyof V & string>(name: K) => {
    name: K;
    value: string;
    error: string | undefined;
    onChange: (value: string) => void;
  };
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

/**
 * Form state with the defaults of docs/product/forms.md#form-behaviour: validation only on submit;
 * changing a field clears that field's error. Pair with `<Form form={…}>` (scroll to the first
 * error).
 */
export function useForm<V extends FormValues>({ initialValues, rules, onSubmit, onError }: UseFormOptions<V>): FormApi<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const latest = useRef(values);
  latest.current = values;

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrorsState((e) => {
      if (e[name] === undefined) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }, []);

  const validate = (current: V): FormErrors<V> => {
    const found: FormErrors<V> = {};
    for (const name of Object.keys(rules ?? {}) as (keyof V & string)[]) {
      for (const rule of rules?.[name] ?? []) {
        const message = rule(current[name], current);
        if (message) {
          found[name] = message;
          break;
        }
      }
    }
    return found;
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const current = latest.current;
    const found = validate(current);
    setErrorsState(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(current);
    } catch (error) {
      if (onError) onError(error);
      else {
        showFormError(error, (issues) => {
          setErrorsState(issues as FormErrors<V>);
          setFailedSubmits((n) => n + 1);
        }, { isField: (field) => field in current });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    submitting,
    failedSubmits,
    setValue,
    setErrors: setErrorsState,
    reset: (next = initialValues) => {
      setValues(next);
      setErrorsState({});
    },
    field: (name) => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    }),
    control: (name) => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (value) => setValue(name, value as V[typeof name]),
    }),
    handleSubmit,
  };
}
