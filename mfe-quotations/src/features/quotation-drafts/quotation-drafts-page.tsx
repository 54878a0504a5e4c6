import { QuotationDrafts } from './quotation-drafts';

export default function QuotationDraftsPage() {
  return <QuotationDrafts />;
}
