import { PublicFrame } from '@freightdeck/ui';
import type { ApplicationValues } from './application-values';

/** After 201: what happens next, and to whom. */
export function ThankYou({ values }: { values: ApplicationValues }) {
  return (
    <PublicFrame remote="organizations" maxWidth={760} title="Registration received">
      <p role="status">Thank you. The application of {values['company.name'].trim()} will be reviewed by our team.</p>
      <p>
        Once it is approved, {values['administrator.firstName'].trim()} {values['administrator.lastName'].trim()} will receive an invitation by
        e-mail at <strong>{values['administrator.email'].trim()}</strong> to activate the administrator account. You can close this page.
      </p>
    </PublicFrame>
  );
}
