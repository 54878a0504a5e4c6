import { createContext, useContext } from 'react';

/** Spec §5 form defaults: no required marker, scroll to the first error. */
export interface FormSettings {
  requiredMark: boolean;
  scrollToFirstError: boolean;
}

export const FORM_DEFAULTS: FormSettings = { requiredMark: false, scrollToFirstError: true };

export const FormSettingsContext = createContext<FormSettings>(FORM_DEFAULTS);

export function useFormSettings(): FormSettings {
  return useContext(FormSettingsContext);
}
