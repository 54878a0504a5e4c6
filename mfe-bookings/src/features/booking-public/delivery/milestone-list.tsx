import type { SharedBooking } from '@freightdeck/contracts';
import { formatInstant, statusLabel } from '../../shared';
import { Muted, Timeline } from './delivery.styles';

/** The booking's status changes, oldest first, without who made them (ADR 008). */
export function MilestoneList({ milestones }: { milestones: SharedBooking['milestones'] }) {
  const ordered = [...milestones].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby="delivery-milestones">
      <h2 id="delivery-milestones">Milestones</h2>
      {ordered.length === 0 ? (
        <Muted>No milestones yet.</Muted>
      ) : (
        <Timeline>
          {ordered.map((m, i) => (
            <li key={`${m.status}-${m.at}-${i}`}>
              <span>{statusLabel(m.status)}</span>
              <time dateTime={m.at}>{formatInstant(m.at)}</time>
            </li>
          ))}
        </Timeline>
      )}
    </section>
  );
}
