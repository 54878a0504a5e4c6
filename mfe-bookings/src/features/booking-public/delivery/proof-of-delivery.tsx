import type { SharedBooking } from '@freightdeck/contracts';
import { DescriptionList } from '@freightdeck/ui';
import { formatInstant } from '../../shared';

/**
 * What operations recorded at delivery: received by, when, remarks
 * (docs/product/freight.md#booking-statuses).
 */
export function ProofOfDelivery({ delivery }: { delivery: NonNullable<SharedBooking['delivery']> }) {
  return (
    <section aria-labelledby="delivery-proof">
      <h2 id="delivery-proof">Proof of delivery</h2>
      <DescriptionList
        items={[
          { term: 'Received by', value: delivery.receivedBy },
          { term: 'Delivered', value: formatInstant(delivery.deliveredAt) },
          { term: 'Remarks', value: delivery.remarks, wide: true },
        ]}
      />
    </section>
  );
}
