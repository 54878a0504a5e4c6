import { RemotePage } from '@freightdeck/ui';

export default function OrganizationDetailsPage() {
  return <RemotePage remote="organizations" title="Organization details" param={{ name: 'id', label: 'Organization' }} />;
}
