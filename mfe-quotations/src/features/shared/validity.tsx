import type { QuotationStatus } from '@freightdeck/contracts';
import { formatDate } from '@freightdeck/ui';
import styled from 'styled-components';
import { daysLeft, validityCountdown } from './format';

const Countdown = styled.time`
  white-space: nowrap;
  &[data-urgent] { color: ${({ theme }) => theme.colors.danger}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

/** Only open quotations (issued, accepted) count down; the others show their date or nothing. */
const OPEN: readonly QuotationStatus[] = ['ISSUED', 'ACCEPTED'];

/** "expires in 3 days" (red from 2 days), with the date as its title. */
export function Validity({ validUntil, status, now }: { validUntil: string | null; status: QuotationStatus; now?: Date }) {
  if (!validUntil) return <span>{status === 'REQUESTED' ? 'not priced yet' : '–'}</span>;
  if (!OPEN.includes(status)) return <time dateTime={validUntil}>{formatDate(validUntil, 'date')}</time>;
  const urgent = daysLeft(validUntil, now) <= 2;
  return (
    <Countdown dateTime={validUntil} title={`Valid until ${formatDate(validUntil, 'date')}`} data-urgent={urgent || undefined}>
      {validityCountdown(validUntil, now)}
    </Countdown>
  );
}
