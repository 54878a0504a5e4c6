import { RegistrationDetails } from './details/registration-details';

/** /organizations/registrations/:id (lazily loaded by routes.tsx). */
export default function RegistrationDetailsPage() {
  return <RegistrationDetails />;
}
