import { RemotePage } from '../../components/remote-page';

export default function OrganizationDetailsPage() {
  return <RemotePage title="Organization details" param={{ name: 'id', label: 'Organization' }} />;
}
