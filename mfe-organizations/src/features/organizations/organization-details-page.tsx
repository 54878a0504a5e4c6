import { OrganizationDetails } from './details/organization-details';

/** /organizations/:id (lazily loaded by routes.tsx). */
export default function OrganizationDetailsPage() {
  return <OrganizationDetails />;
}
