import { RemotePage } from '@freightdeck/ui';

export default function QuotationsPage() {
  return <RemotePage remote="quotations" title="Quotations" />;
}
