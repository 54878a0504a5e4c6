import { CallingCodePicker, CountryPicker, FormFields, FormGroup, TextField } from '@freightdeck/ui';
import type { PartyRole } from '../form-values';
import { setField, type StepProps } from './step-props';

export const PARTY_TITLES: Record<PartyRole, string> = { shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party' };

/** One party's company, contact, phone (calling code + number) and address. */
export function PartyFields({ form, role }: StepProps & { role: PartyRole }) {
  const { values, errors } = form;
  const key = <F extends string>(f: F) => `${role}.${f}` as const;
  const pick = (f: 'phone.country' | 'country') => (code: string | null) => setField(form, key(f), code ?? '');
  return (
    <FormGroup>
      <legend>{PARTY_TITLES[role]}</legend>
      <FormFields>
        <TextField label="Company" required maxLength={200} {...form.field(key('company'))} />
        <TextField label="Contact name" maxLength={200} {...form.field(key('contactName'))} />
        <TextField label="E-mail" type="email" {...form.field(key('email'))} />
      </FormFields>
      <FormFields>
        <CallingCodePicker label="Calling code" value={values[key('phone.country')] || null} onChange={pick('phone.country')} error={errors[key('phone.country')]} />
        <TextField label="Phone number" type="tel" {...form.field(key('phone.number'))} />
      </FormFields>
      <TextField label="Address" required maxLength={500} {...form.field(key('address'))} />
      <FormFields>
        <TextField label="Postal code" maxLength={20} {...form.field(key('postalCode'))} />
        <TextField label="City" required maxLength={100} {...form.field(key('city'))} />
        <CountryPicker label="Country" value={values[key('country')] || null} onChange={pick('country')} error={errors[key('country')]} required />
      </FormFields>
    </FormGroup>
  );
}
