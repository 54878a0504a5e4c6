import { CountryPicker, TextAreaField, TextField, type FormApi } from '@freightdeck/ui';
import type { ApplicationValues } from './application-values';
import { Fields, Group } from './application.styles';

/** The company applying: name (pre-filled from the link), country, address, tax id, website. */
export function CompanyFields({ form }: { form: FormApi<ApplicationValues> }) {
  const onCountry = (code: string | null) => {
    form.setValue('company.country', code ?? '');
    // The administrator's phone most likely has the company's calling code.
    if (code && !form.values['administrator.phoneCountry']) form.setValue('administrator.phoneCountry', code);
  };
  return (
    <Group>
      <legend>Company</legend>
      <TextField label="Company name" required maxLength={200} autoComplete="organization" {...form.field('company.name')} />
      <Fields>
        <CountryPicker label="Country" required value={form.values['company.country'] || null} onChange={onCountry} error={form.errors['company.country']} />
        <TextField label="Tax id" required maxLength={50} {...form.field('company.taxId')} />
      </Fields>
      <TextAreaField label="Address" required maxLength={500} autoComplete="street-address" {...form.field('company.address')} />
      <TextField label="Website (optional)" type="url" maxLength={500} autoComplete="url" placeholder="https://" {...form.field('company.website')} />
    </Group>
  );
}
