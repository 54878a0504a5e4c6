import { RemotePage } from '../../components/remote-page';

export default function QuotationDraftsPage() {
  return <RemotePage title="Quotation drafts" />;
}
