import { useState } from 'react';
import { Button, downloadText, formatCount, runWithErrorModal } from '@freightdeck/ui';
import { getQuotations } from '../../shared';
import { toApiQuery, type ListQuery } from '../list-query';
import { EXPORT_MAX_ROWS, exportFileName, fetchAllQuotations, quotationsCsv } from '../quotations-csv';

/** "Export CSV": every quotation the filters match (up to the cap), in the list's order. */
export function ExportButton({ query, disabled }: { query: ListQuery; disabled: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const run = async () => {
    setNote('');
    setBusy('Exporting…');
    const result = await runWithErrorModal(() => fetchAllQuotations(
      (page, pageSize) => getQuotations(toApiQuery(query, page, pageSize)),
      (fetched, total) => setBusy(`Exporting ${formatCount(fetched)} of ${formatCount(Math.min(total, EXPORT_MAX_ROWS))}…`),
    ));
    setBusy(null);
    if (!result) return;
    downloadText(exportFileName(), quotationsCsv(result.rows));
    setNote(result.truncated
      ? `Exported the first ${formatCount(EXPORT_MAX_ROWS)} of ${formatCount(result.total)} quotations. Narrow the filters to export the rest.`
      : `Exported ${formatCount(result.rows.length)} ${result.rows.length === 1 ? 'quotation' : 'quotations'}.`);
  };
  return (
    <div>
      <Button variant="secondary" disabled={disabled || busy !== null} onClick={() => void run()}>{busy ?? 'Export CSV'}</Button>
      <span role="status"> {note}</span>
    </div>
  );
}
