import type { QuotationStatus } from '@freightdeck/contracts';
import { Badge, type BadgeTone } from '@freightdeck/ui';
import { QUOTATION_STATUS_LABELS } from './format';

/** Statuses that need someone stand out (waiting for the desk, issued to the customer); finished ones are quiet. */
export const QUOTATION_STATUS_TONES: Readonly<Record<QuotationStatus, BadgeTone>> = {
  DRAFT: 'neutral', REQUESTED: 'warning', ISSUED: 'info', ACCEPTED: 'accent', BOOKED: 'success', DECLINED: 'danger', EXPIRED: 'neutral',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <Badge tone={QUOTATION_STATUS_TONES[status]} data-status={status}>{QUOTATION_STATUS_LABELS[status]}</Badge>;
}
