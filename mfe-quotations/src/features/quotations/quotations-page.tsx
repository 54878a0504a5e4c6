import { RemotePage } from '../../components/remote-page';

export default function QuotationsPage() {
  return <RemotePage title="Quotations" />;
}
