import { RemotePage } from '../../components/remote-page';

export default function UsersPage() {
  return <RemotePage title="Users" />;
}
