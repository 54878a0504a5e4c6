import { RemotePage } from '@freightdeck/ui';

export default function QuotationSharePage() {
  return <RemotePage remote="quotations" title="Shared quotation" param={{ name: 'ref', label: 'Quotation reference' }} />;
}
