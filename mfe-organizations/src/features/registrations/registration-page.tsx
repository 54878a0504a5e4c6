import { RegistrationApplication } from './application/registration-application';

/** /registration (public; lazily loaded by routes.tsx). */
export default function RegistrationPage() {
  return <RegistrationApplication />;
}
