import { RegistrationsList } from './list/registrations-list';

/** /organizations/registrations (lazily loaded by routes.tsx). */
export default function RegistrationsPage() {
  return <RegistrationsList />;
}
