import { RemotePage } from '@freightdeck/ui';

export default function RegistrationsPage() {
  return <RemotePage remote="organizations" title="Organization registrations" />;
}
