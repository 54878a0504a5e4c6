import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@freightdeck/contracts';
import { Button, Card, Form, FormActions, useForm } from '@freightdeck/ui';
import { createOrganization } from '../api/organizations';
import { emptyOrganizationValues, ORGANIZATION_RULES, OrganizationFields, toRequest } from '../components/organization-fields';

// One column of readable width: the buttons end where the fields do.
const Column = styled.div`
  max-width: 640px;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A new customer organization; once created the user lands on its page to add contacts and users. */
export function OrganizationCreateForm() {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: emptyOrganizationValues(),
    rules: ORGANIZATION_RULES,
    onSubmit: async (values) => {
      const created = await createOrganization(toRequest(values));
      navigate(paths.organization(created.id));
    },
  });
  return (
    <Card title="Organization">
      <Form form={form} aria-label="Create organization">
        <Column>
          <Fields>
            <OrganizationFields form={form} />
          </Fields>
          <FormActions>
            <Button variant="secondary" onClick={() => navigate(paths.organizations())}>Cancel</Button>
            <Button type="submit" disabled={form.submitting}>Create organization</Button>
          </FormActions>
        </Column>
      </Form>
    </Card>
  );
}
