import { RemotePage } from '../../components/remote-page';

export default function RegistrationsPage() {
  return <RemotePage title="Organization registrations" />;
}
