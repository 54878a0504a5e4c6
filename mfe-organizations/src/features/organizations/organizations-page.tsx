import { RemotePage } from '@freightdeck/ui';

export default function OrganizationsPage() {
  return <RemotePage remote="organizations" title="Organizations" />;
}
