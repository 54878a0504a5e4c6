import type { Cargo, CargoTotals, QuotationOption } from '@freightdeck/contracts';
import { carrierName } from '../rate-cards';
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

/**
 * An option as stored, its carrier named: options priced by hand before the desk's carrier got
 * its name stored kept the code as the name; they read with the carriers table's name.
 */
const named = (o: QuotationOption): QuotationOption => (o.carrierName === o.carrier ? { ...o, carrierName: carrierName(o.carrier) } : o);

export function quotationData(row: Pick<QuotationRow, 'data'>): QuotationData {
  const data = row.data as QuotationData;
  return data.options.some((o) => o.carrierName === o.carrier) ? { ...data, options: data.options.map(named) } : data;
}
