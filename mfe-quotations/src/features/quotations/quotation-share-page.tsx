import { RemotePage } from '../../components/remote-page';

export default function QuotationSharePage() {
  return <RemotePage title="Shared quotation" param={{ name: 'ref', label: 'Quotation reference' }} />;
}
