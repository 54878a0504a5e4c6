import { useRef, useState } from 'react';
import { Button, ProgressBar, runWithErrorModal } from '@freightdeck/ui';
import { formatCount } from '../../shared';
import { getBookings } from '../api/get-bookings';
import { bookingsCsv, EXPORT_MAX_ROWS, exportFileName, fetchAllBookings, type ExportProgress } from '../csv/bookings-csv';
import { downloadText } from '../csv/csv';
import { toApiQuery, type ListQuery } from '../list-query';
import { ExportStatus, ExportWrap } from './export-button.styles';

/** "Export CSV": every booking the filters match (up to the cap), in the list's order. */
export function ExportButton({ query, disabled = false }: { query: ListQuery; disabled?: boolean }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [note, setNote] = useState('');
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    abort.current = new AbortController();
    const { signal } = abort.current;
    setNote('');
    setProgress({ fetched: 0, total: 0 });
    const result = await runWithErrorModal(() => fetchAllBookings(
      (page, pageSize) => getBookings(toApiQuery(query, page, pageSize), signal),
      { onProgress: setProgress, signal },
    ));
    setProgress(null);
    if (!result) return;
    downloadText(exportFileName(), bookingsCsv(result.bookings));
    setNote(result.truncated
      ? `Exported the first ${formatCount(EXPORT_MAX_ROWS)} of ${result.totalExact ? '' : 'at least '}${formatCount(result.total)} bookings. Narrow the filters to export the rest.`
      : `Exported ${formatCount(result.bookings.length)} ${result.bookings.length === 1 ? 'booking' : 'bookings'}.`);
  };

  if (progress) {
    const max = Math.min(Math.max(progress.total, 1), EXPORT_MAX_ROWS);
    return (
      <ExportWrap>
        <ProgressBar label="Exporting bookings" value={progress.fetched} max={max} valueText={`${formatCount(progress.fetched)} of ${formatCount(max)}`} />
        <Button variant="secondary" onClick={() => abort.current?.abort()}>Cancel export</Button>
      </ExportWrap>
    );
  }
  return (
    <ExportWrap>
      <Button variant="secondary" disabled={disabled} onClick={() => void run()}>Export CSV</Button>
      <ExportStatus role="status">{note}</ExportStatus>
    </ExportWrap>
  );
}
