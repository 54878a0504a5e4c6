import { RemotePage } from '@freightdeck/ui';

export default function RegistrationPage() {
  return <RemotePage remote="organizations" title="Registration" />;
}
