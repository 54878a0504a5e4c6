import { RemotePage } from '@freightdeck/ui';

export default function QuotationDetailsPage() {
  return <RemotePage remote="quotations" title="Quotation details" param={{ name: 'id', label: 'Quotation' }} />;
}
