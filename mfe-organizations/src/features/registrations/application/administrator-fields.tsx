import { CallingCodePicker, TextField, type FormApi } from '@freightdeck/ui';
import type { ApplicationValues } from './application-values';
import { Fields, Group, PhoneRow } from './application.styles';

/** The first administrator: invited by e-mail to activate their account once the application is approved. */
export function AdministratorFields({ form }: { form: FormApi<ApplicationValues> }) {
  return (
    <Group>
      <legend>Administrator</legend>
      <Fields>
        <TextField label="First name" required maxLength={100} autoComplete="given-name" {...form.field('administrator.firstName')} />
        <TextField label="Last name" required maxLength={100} autoComplete="family-name" {...form.field('administrator.lastName')} />
      </Fields>
      <TextField label="E-mail" type="email" required maxLength={254} autoComplete="email" {...form.field('administrator.email')} />
      <PhoneRow>
        <CallingCodePicker
          label="Calling code" value={form.values['administrator.phoneCountry'] || null}
          onChange={(code) => form.setValue('administrator.phoneCountry', code ?? '')} error={form.errors['administrator.phoneCountry']}
        />
        <TextField label="Phone number" type="tel" required maxLength={20} autoComplete="tel-national" {...form.field('administrator.phoneNumber')} />
      </PhoneRow>
      <TextField label="Position (optional)" maxLength={200} autoComplete="organization-title" {...form.field('administrator.position')} />
    </Group>
  );
}
