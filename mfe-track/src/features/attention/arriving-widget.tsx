import { paths } from '@freightdeck/contracts';
import { AttentionList, formatDate } from '@freightdeck/ui';
import { useInTransit } from './api';
import { arrivingThisWeek } from './select';

/** Home: shipments arriving within the week, the soonest ETA first, each opening its timeline. */
export default function ArrivingWidget() {
  return (
    <AttentionList
      label="Arriving this week"
      source={useInTransit()}
      select={(data) => ({ items: arrivingThisWeek(data.items, Date.now()).map((s) => ({
        id: s.bookingId,
        to: paths.tracking(s.ref),
        title: `${s.ref} · ${s.origin} → ${s.destination}`,
        detail: s.milestone,
        aside: `${s.punctuality === 'LATE' ? 'late · ' : ''}ETA ${formatDate(s.eta, 'shortDate')}`,
        ...(s.punctuality === 'LATE' ? { tone: 'danger' as const } : {}),
      })) })}
      empty="Nothing arrives this week. Shipments show here once their ETA is within seven days."
      more={{ to: `${paths.trackAndTrace()}?status=IN_TRANSIT`, label: 'All in transit' }}
    />
  );
}
