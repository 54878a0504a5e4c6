import { RemotePage } from '@freightdeck/ui';

export default function RegistrationDetailsPage() {
  return <RemotePage remote="organizations" title="Registration details" param={{ name: 'id', label: 'Registration' }} />;
}
