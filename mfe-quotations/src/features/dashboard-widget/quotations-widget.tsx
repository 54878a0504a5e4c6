import { Link as RouterLink } from 'react-router-dom';
import { paths, type QuotationSummary } from '@freightdeck/contracts';
import { Button, CountTile, CountTiles, CountValue, Spinner } from '@freightdeck/ui';
import { useQuotationSummary } from '../shared';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The first day after "this week" (today and the 7 days after it): the list's `expiringBefore`. */
export function weekAhead(now = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + 8);
  return isoDay(d);
}

/** Each tile opens the list filtered the same way. */
export function summaryTiles(s: QuotationSummary, now = new Date()) {
  const open = 'status=ISSUED&status=ACCEPTED';
  return [
    { label: 'Open quotations', count: s.open, query: open },
    { label: 'Expiring this week', count: s.expiringThisWeek, query: `${open}&expiringBefore=${weekAhead(now)}` },
    { label: 'Waiting for pricing', count: s.byStatus.REQUESTED ?? 0, query: 'status=REQUESTED' },
  ];
}

/** Dashboard: open quotations (issued or accepted), those expiring this week, and requests waiting for the pricing desk. */
export default function QuotationsWidget() {
  const { data, error, isLoading, mutate } = useQuotationSummary();
  if (isLoading && !data) return <Spinner label="Loading quotations" />;
  if (error || !data) return <><p role="alert">The quotations could not be loaded.</p><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></>;
  return (
    <CountTiles>
      {summaryTiles(data).map((t) => (
        <li key={t.label}>
          <CountTile as={RouterLink} to={`${paths.quotations()}?${t.query}`} aria-label={`${t.label}: ${t.count}`}><CountValue>{t.count}</CountValue>{t.label}</CountTile>
        </li>
      ))}
    </CountTiles>
  );
}
