import { RemotePage } from '../../components/remote-page';

export default function RegistrationPage() {
  return <RemotePage title="Registration" />;
}
