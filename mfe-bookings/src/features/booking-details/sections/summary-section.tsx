import { paths, type Booking } from '@freightdeck/contracts';
import { formatDate, Link, relativeTime } from '@freightdeck/ui';
import { formatChargeable, formatCo2e, formatCount, formatInstant, formatVolume, formatWeight } from '../../shared';
import { Dl } from '../components/details.styles';
import { SectionCard } from '../components/section-card';

/** Dates, owner and totals, with how the CO2e was worked out (method and factor version). */
export function SummarySection({ booking }: { booking: Booking }) {
  const { totals, emissions } = booking;
  return (
    <SectionCard title="Summary">
      <Dl>
        <dt>Cargo ready</dt>
        <dd>{formatDate(booking.cargoReadyDate, 'date')}</dd>
        <dt>Organization</dt>
        <dd>{booking.organization.name}</dd>
        <dt>Created by</dt>
        <dd>{booking.createdBy.name}, {formatInstant(booking.createdAt)} ({relativeTime(booking.createdAt)})</dd>
        <dt>Customer reference</dt>
        <dd>{booking.customerReference || '—'}</dd>
        {booking.quotationId && (<><dt>Quotation</dt><dd><Link to={paths.quotation(booking.quotationId)}>The quotation this booking was made from</Link></dd></>)}
        {booking.confirmedAt && (<><dt>Confirmed</dt><dd>{formatInstant(booking.confirmedAt)}</dd></>)}
        {booking.departedAt && (<><dt>Departed</dt><dd>{formatInstant(booking.departedAt)}</dd></>)}
        {booking.arrivedAt && (<><dt>Arrived</dt><dd>{formatInstant(booking.arrivedAt)}</dd></>)}
        {booking.cancellation && (<><dt>Cancelled</dt><dd>{formatInstant(booking.cancellation.at)}{booking.cancellation.by ? ` by ${booking.cancellation.by.name}` : ''}: {booking.cancellation.reason}</dd></>)}
        {booking.delivery && (
          <><dt>Delivered</dt><dd>{formatInstant(booking.delivery.deliveredAt)}, received by {booking.delivery.receivedBy}{booking.delivery.remarks ? ` (${booking.delivery.remarks})` : ''}</dd></>
        )}
        {booking.receipt && (<><dt>Receipt confirmed</dt><dd>{formatInstant(booking.receipt.confirmedAt)} by {booking.receipt.confirmedBy}</dd></>)}
        <dt>Pieces</dt>
        <dd>{formatCount(totals.pieces)}{totals.teu > 0 ? ` (${formatCount(totals.teu)} TEU)` : ''}</dd>
        <dt>Gross weight</dt>
        <dd>{formatWeight(totals.grossWeightKg)}</dd>
        <dt>Volume</dt>
        <dd>{formatVolume(totals.volumeM3)}</dd>
        <dt>Chargeable weight</dt>
        <dd>{formatChargeable(totals.chargeable)}</dd>
        <dt>CO2e</dt>
        <dd>
          {emissions.co2eKg === null ? 'Not available' : `${formatCo2e(emissions.co2eKg)}${emissions.complete ? '' : ' (incomplete: a leg has no distance)'}`}
          {' · '}{emissions.method}, factors version {emissions.factorsVersion}
        </dd>
        {booking.remarks && (<><dt>Remarks</dt><dd>{booking.remarks}</dd></>)}
      </Dl>
    </SectionCard>
  );
}
