import { RemotePage } from '../../components/remote-page';

export default function RegistrationDetailsPage() {
  return <RemotePage title="Registration details" param={{ name: 'id', label: 'Registration' }} />;
}
