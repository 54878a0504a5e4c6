import type { ChangeEvent } from 'react';
import type { ShipmentFields, ShipmentFormValues } from './shipment-values';

/**
 * What a shipment step needs of its form (the form kit's `FormApi`): any form whose values hold
 * the shipment fields — the booking form with its parties, the quotation request without.
 * Methods, so that a form of more fields fits.
 */
export interface ShipmentForm {
  values: ShipmentFormValues;
  errors: Partial<Record<string, string>>;
  setValue<K extends keyof ShipmentFields>(name: K, value: ShipmentFields[K]): void;
  setErrors(errors: Partial<Record<string, string>>): void;
  field(name: keyof ShipmentFields & string): {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
}

/** Sets a field by its path and clears the errors of that path and of the parts inside it. */
export function setField<K extends keyof ShipmentFields>(form: ShipmentForm, name: K, value: ShipmentFields[K], clear: string[] = []) {
  form.setValue(name, value);
  if (clear.some((path) => form.errors[path] !== undefined)) {
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !clear.includes(path) && path !== name)));
  }
}
