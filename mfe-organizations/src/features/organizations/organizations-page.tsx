import { OrganizationList } from './list/organization-list';

/** /organizations (lazily loaded by routes.tsx). */
export default function OrganizationsPage() {
  return <OrganizationList />;
}
