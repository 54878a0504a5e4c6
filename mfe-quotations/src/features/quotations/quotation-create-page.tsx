import { RemotePage } from '@freightdeck/ui';

export default function QuotationCreatePage() {
  return <RemotePage remote="quotations" title="Create quotation" />;
}
