import { RemotePage } from '@freightdeck/ui';

export default function OrganizationCreatePage() {
  return <RemotePage remote="organizations" title="Create organization" />;
}
