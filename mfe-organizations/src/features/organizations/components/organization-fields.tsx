import { CountryPicker, rules, TextAreaField, TextField, type FormApi, type Rule } from '@freightdeck/ui';

/** The organization's own fields as typed; `toRequest` trims them into the API body. */
export type OrganizationValues = {
  name: string;
  country: string;
  address: string;
  taxId: string;
};

export const emptyOrganizationValues = (): OrganizationValues => ({ name: '', country: '', address: '', taxId: '' });

/** The rules of CreateOrganizationRequestSchema, with the words a user reads. */
export const ORGANIZATION_RULES: { [K in keyof OrganizationValues]?: Rule<OrganizationValues, OrganizationValues[K]>[] } = {
  name: [rules.required('Enter the organization name'), (v) => (v.trim().length < 2 ? 'Enter at least 2 characters' : undefined)],
  country: [rules.required('Choose the country')],
};

export const toRequest = (v: OrganizationValues) => ({
  name: v.name.trim(), country: v.country, address: v.address.trim() || null, taxId: v.taxId.trim() || null,
});

/** Name, country (reference picker), address and tax id: the create page and the edit modal. */
export function OrganizationFields({ form }: { form: FormApi<OrganizationValues> }) {
  return (
    <>
      <TextField label="Name" required maxLength={200} autoComplete="organization" {...form.field('name')} />
      <CountryPicker
        label="Country" required value={form.values.country || null}
        onChange={(code) => form.setValue('country', code ?? '')} error={form.errors.country}
      />
      <TextAreaField label="Address" maxLength={500} {...form.field('address')} />
      <TextField label="Tax id" maxLength={50} {...form.field('taxId')} />
    </>
  );
}
