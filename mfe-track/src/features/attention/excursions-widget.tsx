import { paths } from '@freightdeck/contracts';
import { AttentionList } from '@freightdeck/ui';
import { useWithExcursions } from './api';
import { byExcursion } from './select';

const count = (n: number) => (n === 1 ? '1 excursion' : `${n} excursions`);

/** Home: shipments whose cargo left its temperature range, open excursions first. */
export default function ExcursionsWidget() {
  return (
    <AttentionList
      label="Temperature excursions"
      source={useWithExcursions()}
      select={(data) => ({ items: byExcursion(data.items).map((s) => ({
        id: s.bookingId,
        to: paths.tracking(s.ref),
        title: `${s.ref} · ${s.origin} → ${s.destination}`,
        detail: `${count(s.excursions)} · ${s.milestone}`,
        aside: s.openExcursion ? 'open now' : 'closed',
        ...(s.openExcursion ? { tone: 'danger' as const } : {}),
      })) })}
      empty="Every temperature-controlled shipment is within its range."
      more={{ to: `${paths.trackAndTrace()}?excursion=true`, label: 'All with excursions' }}
    />
  );
}
