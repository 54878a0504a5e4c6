import { RemotePage } from '@freightdeck/ui';

export default function UsersPage() {
  return <RemotePage remote="organizations" title="Users" />;
}
