import type { FormApi } from '@freightdeck/ui';
import type { BookingFormValues } from '../form-values';
import type { QuotationSource } from '../from-quotation';

export interface StepProps {
  form: FormApi<BookingFormValues>;
  /** Booking a quotation: the review shows its charges. */
  quotation?: QuotationSource | null;
}

/** Sets a field by its path and clears the errors of that path and of the parts inside it. */
export function setField<K extends keyof BookingFormValues & string>(form: FormApi<BookingFormValues>, name: K, value: BookingFormValues[K], clear: string[] = []) {
  form.setValue(name, value);
  if (clear.some((path) => form.errors[path] !== undefined)) {
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !clear.includes(path) && path !== name)));
  }
}
