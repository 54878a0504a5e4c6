import type { Cargo, CargoTotals, QuotationOption } from '@freightdeck/contracts';
import type { QuotationRow } from './access';

/** `quotations.data`: what the request holds and its options (the columns beside it are derived from it). */
export interface QuotationData {
  cargo: Cargo;
  declaredValue: { amount: number; currency: string } | null;
  totals: CargoTotals;
  options: QuotationOption[];
  remarks: string;
  declineReason: string | null;
}

export const quotationData = (row: Pick<QuotationRow, 'data'>): QuotationData => row.data as QuotationData;
