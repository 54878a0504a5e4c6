import { createContext, useContext } from 'react';

/**
 * Form defaults: no required marker, scroll to the first error
 * (docs/product/forms.md#form-behaviour).
 */
export interface FormSettings {
  requiredMark: boolean;
  scrollToFirstError: boolean;
}

export const FORM_DEFAULTS: FormSettings = { requiredMark: false, scrollToFirstError: true };

export const FormSettingsContext = createContext<FormSettings>(FORM_DEFAULTS);

export function useFormSettings(): FormSettings {
  return useContext(FormSettingsContext);
}
