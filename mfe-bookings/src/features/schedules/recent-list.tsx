import type { ScheduleQuery } from './query';
import { day } from './format';
import { Muted, Recent } from './schedules.styles';

const label = (q: ScheduleQuery) => `${q.mode === 'AIR' ? 'Air' : 'Sea'} ${q.origin} → ${q.destination}, ${day(`${q.from}T00:00`)} – ${day(`${q.to}T00:00`)}${q.directOnly ? ', direct' : ''}`;

/** The last searches (local storage): one click runs one again, × removes it. */
export function RecentList({ items, onRun, onRemove }: { items: ScheduleQuery[]; onRun: (q: ScheduleQuery) => void; onRemove: (q: ScheduleQuery) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Recent searches">
      <Muted>Recent searches</Muted>
      <Recent>
        {items.map((q) => (
          <li key={label(q)}>
            <button type="button" onClick={() => onRun(q)}>{label(q)}</button>
            <button type="button" aria-label={`Remove ${label(q)}`} onClick={() => onRemove(q)}>×</button>
          </li>
        ))}
      </Recent>
    </section>
  );
}
