import { RemotePage } from '../../components/remote-page';

export default function OrganizationsPage() {
  return <RemotePage title="Organizations" />;
}
