import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@freightdeck/contracts';
import { DescriptionList, LinkButton, LoadingMask, PublicFrame, useReferenceFormats } from '@freightdeck/ui';
import { BookingStatusBadge, formatInstant, formatRoute, formatWeight } from '../../shared';
import { useSharedBooking } from '../api/shared-booking';
import { LinkProblem, SharedLoadProblem } from '../components/link-problem';
import { RefMismatch, sameRef } from '../components/ref-mismatch';
import { carrierReferenceLabel } from '../print/printable';
import { Muted } from './delivery.styles';
import { MilestoneList } from './milestone-list';
import { ProofOfDelivery } from './proof-of-delivery';
import { ReceiptSection } from './receipt-section';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** /bookings/:ref/delivery: delivery details and the consignee's receipt, by the share token only. */
export function BookingDeliveryView() {
  const { ref = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { data, error, isLoading, mutate } = useSharedBooking(token);
  const { formatPlace, formatCountry } = useReferenceFormats();

  if (!token) {
    return (
      <LinkProblem title="This link is incomplete">
        Delivery details open from the link you received for booking {ref}. Open it as it was sent, including the part after “?token=”.
      </LinkProblem>
    );
  }
  if (error) return <SharedLoadProblem error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  if (!sameRef(ref, data.ref)) return <RefMismatch pathRef={ref} bookingRef={data.ref} to={withToken(paths.bookingDelivery(data.ref), token)} />;

  return (
    <PublicFrame remote="bookings" title={`Delivery of booking ${data.ref}`} aside={<BookingStatusBadge status={data.status} />}>
      <DescriptionList
        aria-label="Shipment"
        items={[
          { term: 'Route', value: formatRoute(formatPlace(data.origin), formatPlace(data.destination)) },
          { term: carrierReferenceLabel(data.mode), value: data.carrierReference },
          { term: 'Consignee', value: `${data.consignee.company}, ${data.consignee.city}, ${formatCountry(data.consignee.country)}` },
          { term: 'Cargo', value: `${data.cargo.commodity} · ${data.totals.pieces} pcs · ${formatWeight(data.totals.grossWeightKg)}` },
          { term: 'Arrived', value: data.arrivedAt && formatInstant(data.arrivedAt) },
        ]}
      />
      <MilestoneList milestones={data.milestones} />
      {data.delivery && <ProofOfDelivery delivery={data.delivery} />}
      <ReceiptSection token={token} booking={data} onConfirmed={(b) => void mutate(b, { revalidate: false })} onStale={() => void mutate()} />
      <p><LinkButton to={withToken(paths.bookingPrint(data.ref), token)}>Printable booking</LinkButton></p>
      <Muted>This link is valid until {formatInstant(data.linkExpiresAt)}.</Muted>
    </PublicFrame>
  );
}
