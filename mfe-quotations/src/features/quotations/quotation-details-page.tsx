import { RemotePage } from '../../components/remote-page';

export default function QuotationDetailsPage() {
  return <RemotePage title="Quotation details" param={{ name: 'id', label: 'Quotation' }} />;
}
