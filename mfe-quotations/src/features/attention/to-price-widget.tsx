import { buildQuery } from '@freightdeck/auth';
import { paths } from '@freightdeck/contracts';
import { AttentionList, formatDate, relativeTime } from '@freightdeck/ui';
import { toPriceQuery, useRequestsToPrice } from './api';

/** Home, for the pricing desk: quotation requests waiting for prices, the oldest first. */
export default function ToPriceWidget() {
  return (
    <AttentionList
      label="Requests waiting for pricing"
      source={useRequestsToPrice()}
      select={(data) => ({ total: data.total, items: data.items.map((q) => ({
        id: q.id,
        to: paths.quotation(q.id),
        title: `${q.ref} · ${q.origin} → ${q.destination}`,
        detail: `${q.organization.name} · ready ${formatDate(q.cargoReadyDate, 'date')}`,
        aside: `asked ${relativeTime(q.createdAt)}`,
      })) })}
      empty="Every request is priced. New requests appear here as customers ask."
      more={{ to: `${paths.quotations()}${buildQuery({ status: toPriceQuery.status })}`, label: 'All waiting' }}
    />
  );
}
