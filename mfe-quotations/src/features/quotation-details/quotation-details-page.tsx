import { QuotationDetails } from './quotation-details';

export default function QuotationDetailsPage() {
  return <QuotationDetails />;
}
