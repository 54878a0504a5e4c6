import styled from 'styled-components';
import type { UpdateOrganizationRequest } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, useForm } from '@freightdeck/ui';
import { updateOrganization } from '../api/organizations';
import { ORGANIZATION_RULES, OrganizationFields, toRequest, type OrganizationValues } from '../components/organization-fields';
import type { OrganizationModalProps } from './modal-props';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Sends only what changed; nothing changed is the server's 400 NOTHING_TO_CHANGE (the error modal says so). */
export function EditOrganizationModal({ organization: o, onChange, onClose }: OrganizationModalProps) {
  const initial: OrganizationValues = { name: o.name, country: o.country ?? '', address: o.address ?? '', taxId: o.taxId ?? '' };
  const form = useForm({
    initialValues: initial,
    rules: ORGANIZATION_RULES,
    onSubmit: async (values) => {
      const next = toRequest(values);
      const before = toRequest(initial);
      const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => before[k as keyof typeof before] !== v)) as UpdateOrganizationRequest;
      await onChange(await updateOrganization(o.id, changed));
    },
  });
  return (
    <Modal open title={`Edit ${o.name}`} onClose={onClose}>
      <Form form={form} aria-label="Edit organization">
        <Fields><OrganizationFields form={form} /></Fields>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={form.submitting}>Save</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
