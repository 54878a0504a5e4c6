import { RemotePage } from '@freightdeck/ui';

export default function QuotationPrintPage() {
  return <RemotePage remote="quotations" title="Quotation print" param={{ name: 'ref', label: 'Quotation reference' }} />;
}
