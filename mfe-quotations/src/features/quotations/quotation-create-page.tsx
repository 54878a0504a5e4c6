import { RemotePage } from '../../components/remote-page';

export default function QuotationCreatePage() {
  return <RemotePage title="Create quotation" />;
}
