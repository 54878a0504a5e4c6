import { QuotationCreate } from './quotation-create';

export default function QuotationCreatePage() {
  return <QuotationCreate />;
}
