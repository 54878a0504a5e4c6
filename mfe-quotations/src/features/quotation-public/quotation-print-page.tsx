import { QuotationPrint } from './quotation-print';

export default function QuotationPrintPage() {
  return <QuotationPrint />;
}
