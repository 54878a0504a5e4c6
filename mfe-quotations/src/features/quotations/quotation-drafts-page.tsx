import { RemotePage } from '@freightdeck/ui';

export default function QuotationDraftsPage() {
  return <RemotePage remote="quotations" title="Quotation drafts" />;
}
