import { RemotePage } from '../../components/remote-page';

export default function OrganizationCreatePage() {
  return <RemotePage title="Create organization" />;
}
