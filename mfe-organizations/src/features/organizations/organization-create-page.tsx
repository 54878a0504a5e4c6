import { RemotePage } from '@freightdeck/ui';
import { OrganizationCreateForm } from './create/organization-create-form';

/** /organizations/create (lazily loaded by routes.tsx). */
export default function OrganizationCreatePage() {
  return (
    <RemotePage remote="organizations" title="Create organization">
      <OrganizationCreateForm />
    </RemotePage>
  );
}
