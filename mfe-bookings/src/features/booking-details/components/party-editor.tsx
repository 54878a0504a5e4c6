import type { ReactNode } from 'react';
import { TextField, type FormApi } from '@freightdeck/ui';
import { SubTitle } from './details.styles';
import type { FlatValues } from './line-values';
import { PARTY_FIELDS, PARTY_TITLES, type PartyName } from './party-values';

/** The address fields of one party, a group named by its title. */
export function PartyEditor({ form, name, actions }: { form: FormApi<FlatValues>; name: PartyName; actions?: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`edit-${name}`}>
      <SubTitle id={`edit-${name}`}>{PARTY_TITLES[name]}</SubTitle>
      {PARTY_FIELDS.map((f) => (
        <TextField key={f.key} label={f.label} required={'required' in f} {...form.field(`${name}.${f.key}`)} />
      ))}
      {actions}
    </div>
  );
}
