import type { ReactNode } from 'react';
import { Button, Skeleton, Spinner } from '@freightdeck/ui';
import { Muted, Tiles } from './styles';

/**
 * A chart's data as it loads: a spinner (or `placeholder`, a skeleton of the final size, so what
 * follows keeps its place: docs/product/screens.md#skeletons), an error with "Try again", or the chart.
 */
export function ReportState<T>({ what, report, placeholder, children }: { what: string; report: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown }; placeholder?: ReactNode; children: (data: T) => ReactNode }) {
  if (report.data) return <>{children(report.data)}</>;
  if (report.error) {
    return (
      <>
        <Muted role="alert">The {what} could not be loaded.</Muted>
        <Button variant="secondary" onClick={() => void report.mutate()}>Try again</Button>
      </>
    );
  }
  if (placeholder) return <div role="status" aria-label={`Loading the ${what}`}>{placeholder}</div>;
  return <Spinner label={`Loading the ${what}`} />;
}

/** Totals' tiles while they load: each tile's label, a line for its figure and one for its note (`[label, has a note]`). */
export function TilesSkeleton({ tiles }: { tiles: readonly (readonly [string, boolean])[] }) {
  return (
    <Tiles aria-hidden="true">
      {tiles.map(([term, note]) => (
        <div key={term}><dt>{term}</dt><dd><Skeleton width="5em" />{note && <small><Skeleton width="8em" /></small>}</dd></div>
      ))}
    </Tiles>
  );
}

/** The line that states the period while the summary that gives it loads. */
export function RangeSkeleton() {
  return <p aria-hidden="true"><Skeleton width="30em" /></p>;
}
