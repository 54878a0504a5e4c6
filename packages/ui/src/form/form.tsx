import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { FORM_DEFAULTS, FormSettingsContext, type FormSettings } from './form-context';
import type { FormApi, FormValues } from './use-form';
import { StyledForm } from './form.styles';

export type FormProps<V extends FormValues> = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & Partial<FormSettings> & {
  form: FormApi<V>;
};

/**
 * A form with the defaults of docs/product/forms.md#form-behaviour: required markers off,
 * validation on submit, and after a submit that found errors the first invalid field is scrolled
 * into view and focused.
 */
export function Form<V extends FormValues>({
  form, requiredMark = FORM_DEFAULTS.requiredMark, scrollToFirstError = FORM_DEFAULTS.scrollToFirstError, children, ...props
}: FormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (form.failedSubmits === 0 || !scrollToFirstError) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [form.failedSubmits, scrollToFirstError]);

  return (
    <FormSettingsContext.Provider value={{ requiredMark, scrollToFirstError }}>
      <StyledForm ref={ref} noValidate aria-busy={form.submitting || undefined} onSubmit={(e) => { e.stopPropagation(); void form.handleSubmit(e); }} {...props}>
        {children}
      </StyledForm>
    </FormSettingsContext.Provider>
  );
}
