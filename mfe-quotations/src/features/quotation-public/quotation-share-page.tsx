import { QuotationShare } from './quotation-share';

export default function QuotationSharePage() {
  return <QuotationShare />;
}
