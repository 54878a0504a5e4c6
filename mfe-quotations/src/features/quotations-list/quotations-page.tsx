import { QuotationsList } from './quotations-list';

export default function QuotationsPage() {
  return <QuotationsList />;
}
