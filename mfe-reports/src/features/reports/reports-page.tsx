import { RemotePage } from '../../components/remote-page';

export default function ReportsPage() {
  return <RemotePage title="Report" />;
}
