import styled from 'styled-components';
import { Button, Select, type FormApi, type SelectOption } from '@freightdeck/ui';
import type { RoleOrganization } from '../organizations-of-roles';
import { addMembership, MAX_MEMBERSHIPS, membershipCount, organizationKey, removeMembership, roleKey, type MembershipValues } from './membership-values';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: end;
`;

const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface MembershipRowsProps {
  form: FormApi<MembershipValues>;
  /** Where the caller may give roles. */
  organizations: readonly RoleOrganization[];
  /** The roles to offer in one organization. */
  roleOptions: (organizationId: string) => SelectOption[];
}

/** One organization and role per row; a user of several organizations gets a row for each. */
export function MembershipRows({ form, organizations, roleOptions }: MembershipRowsProps) {
  const count = membershipCount(form.values);
  const used = new Set(Array.from({ length: count }, (_, i) => form.values[organizationKey(i)]));
  const unused = organizations.find((o) => !used.has(o.id));
  const organizationChoices = organizations.map((o) => ({ value: o.id, label: o.name }));
  const onOrganization = (i: number, value: string) => {
    form.setValue(organizationKey(i), value);
    form.setValue(roleKey(i), '');
  };
  return (
    <div role="group" aria-label="Roles">
      {Array.from({ length: count }, (_, i) => {
        const organizationId = form.values[organizationKey(i)] ?? '';
        const suffix = count > 1 ? ` ${i + 1}` : '';
        return (
          <Row key={i}>
            <Select
              label={`Organization${suffix}`} required placeholder="Choose…" options={organizationChoices}
              {...form.field(organizationKey(i))} onChange={(e) => onOrganization(i, e.target.value)}
            />
            <Select label={`Role${suffix}`} required placeholder="Choose…" options={organizationId ? roleOptions(organizationId) : []} {...form.field(roleKey(i))} />
            {count > 1 && <Button variant="link" onClick={() => removeMembership(form, i)}>Remove role{suffix}</Button>}
          </Row>
        );
      })}
      {form.errors.memberships && <ListError role="alert">{form.errors.memberships}</ListError>}
      {unused && count < MAX_MEMBERSHIPS && (
        <Button variant="link" onClick={() => addMembership(form, count === 0 ? unused.id : '')}>
          {count === 0 ? 'Add a role' : 'Add a role in another organization'}
        </Button>
      )}
    </div>
  );
}
