import { RemotePage } from '../../components/remote-page';

export default function QuotationPrintPage() {
  return <RemotePage title="Quotation print" param={{ name: 'ref', label: 'Quotation reference' }} />;
}
