import { useMemo, useState, type FormEvent } from 'react';
import { isApiError } from '@freightdeck/auth';
import { paths, SCHEDULE_IMPORT_FORMATS, type ScheduleImportFormat, type ScheduleImportResult, type ScheduleImportTrip } from '@freightdeck/contracts';
import { useCarriers } from '@freightdeck/references';
import { Button, Card, DropZone, errorModal, formatInstant, Link, RemotePage, Select, Table, type TableColumn } from '@freightdeck/ui';
import { importSchedule } from './api';
import { CSV_COLUMNS, FORMAT_LABELS, guessFile } from './file-format';
import { Actions, Counts, FileForm, Help, Lists, Muted } from './schedule-import.styles';

interface Refusal {
  message: string;
  rows: { path: string; message: string }[];
}

const FILE_KINDS = { 'text/csv': ['.csv'], 'application/json': ['.json'] };
/** The API takes a schedule of up to 20 million characters (ScheduleImportSchema). */
const FILE_MAX_BYTES = 20 * 1024 * 1024;
const FORMAT_OPTIONS = SCHEDULE_IMPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }));
/** The file's text (FileReader: every browser, and the tests' DOM, which has no File.text). */
const readText = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsText(file);
});
const utc = (iso: string | null) => formatInstant(iso, 'UTC');

function TripTable({ caption, trips, total, mode }: { caption: string; trips: ScheduleImportTrip[]; total: number; mode: 'AIR' | 'SEA' }) {
  const columns: TableColumn<ScheduleImportTrip>[] = [
    { key: 'ref', header: mode === 'AIR' ? 'Flight' : 'Voyage', cell: (t) => t.transportRef, rowHeader: true },
    { key: 'from', header: 'From', cell: (t) => t.from ?? '–' },
    { key: 'to', header: 'To', cell: (t) => t.to ?? '–' },
    { key: 'departure', header: 'Departs', cell: (t) => utc(t.departure) },
    ...(mode === 'SEA' ? [{ key: 'vessel', header: 'Vessel (IMO)', cell: (t: ScheduleImportTrip) => t.tripKey.split('|')[0] }] : []),
  ];
  if (total === 0) return null;
  return (
    <div>
      <Table caption={`${caption} (${total})`} columns={columns} rows={trips} rowKey={(t) => t.tripKey} />
      {total > trips.length && <Muted>{`The first ${trips.length} of ${total} are listed.`}</Muted>}
    </div>
  );
}

function Report({ result, busy, onApply, onCancel }: { result: ScheduleImportResult; busy: boolean; onApply: () => void; onCancel: () => void }) {
  const what = result.mode === 'AIR' ? 'Flights' : 'Voyages';
  const nothing = result.added + result.changed + result.removed === 0;
  return (
    <Card title={result.dryRun ? 'Dry run: what the import would change' : 'Imported'} level={2} aria-live="polite">
      <Counts aria-label="Changes">
        <li><strong>{result.added}</strong>{result.dryRun ? 'to add' : 'added'}</li>
        <li><strong>{result.changed}</strong>{result.dryRun ? 'to change' : 'changed'}</li>
        <li><strong>{result.removed}</strong>{result.dryRun ? 'to remove' : 'removed'}</li>
        <li><strong>{result.unchanged}</strong>unchanged</li>
      </Counts>
      <Muted>{`${result.scope.charAt(0).toUpperCase()}${result.scope.slice(1)}.`}</Muted>
      {!result.dryRun && (
        <p role="status">
          {`The schedule of ${result.carrier} is imported. `}
          <Link to={paths.schedules()}>Search schedules</Link>
        </p>
      )}
      {result.dryRun && nothing && <p role="status">The file matches the current schedule: nothing to import.</p>}
      <Lists>
        <TripTable caption={`${what} to add`} trips={result.trips.added} total={result.added} mode={result.mode} />
        <TripTable caption={`${what} to change`} trips={result.trips.changed} total={result.changed} mode={result.mode} />
        <TripTable caption={`${what} to remove`} trips={result.trips.removed} total={result.removed} mode={result.mode} />
      </Lists>
      {result.dryRun && !nothing && (
        <Actions>
          <Button onClick={onApply} disabled={busy}>Apply import</Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancel</Button>
        </Actions>
      )}
    </Card>
  );
}

/**
 * /schedules/import (docs/product/schedules.md#import): staff choose a carrier and its schedule
 * file, see the dry run (trips added, changed, removed, or each bad row with its reason), then
 * apply it. The API checks everything again; a refused file imports nothing.
 */
export function ScheduleImport() {
  const carriers = useCarriers();
  const [carrier, setCarrier] = useState('');
  const [format, setFormat] = useState<ScheduleImportFormat | ''>('');
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ScheduleImportResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const carrierOptions = useMemo(() => (carriers.data ?? [])
    .map((c) => ({ value: c.code, label: `${c.code} – ${c.name} (${c.mode === 'AIR' ? 'air' : 'ocean'})` }))
    .sort((a, b) => a.label.localeCompare(b.label)), [carriers.data]);

  const choose = async (next: File | null) => {
    setChosen(next);
    setResult(null);
    setRefusal(null);
    setProblems({});
    if (!next) return setFile(null);
    const text = await readText(next);
    setFile({ name: next.name, text });
    const guess = guessFile(text);
    if (guess.format) setFormat(guess.format);
    if (guess.carrier && carrierOptions.some((o) => o.value === guess.carrier)) setCarrier(guess.carrier);
  };

  const send = async (dryRun: boolean) => {
    const found: Record<string, string> = {};
    if (!carrier) found.carrier = 'Choose the carrier';
    if (!file) found.file = 'Choose a schedule file';
    if (!format) found.format = 'Choose the file format';
    setProblems(found);
    if (Object.keys(found).length > 0 || !file || !format) return;
    setBusy(true);
    setRefusal(null);
    try {
      setResult(await importSchedule({ carrier, format, content: file.text, dryRun }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setResult(null);
        setRefusal({ message: error.message, rows: Array.isArray(error.details) ? error.details.map((d) => ({ path: String(d.path), message: d.message })) : [] });
      } else {
        errorModal.show(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <RemotePage remote="bookings" title="Import a schedule" actions={<Link to={paths.schedules()}>Back to schedules</Link>}>
      <Card title="Carrier and file" level={2}>
        <FileForm aria-label="Check a schedule file" onSubmit={submit} noValidate>
          <Select
            label="Carrier" placeholder="Choose a carrier" value={carrier} options={carrierOptions} error={problems.carrier}
            onChange={(e) => { setCarrier(e.target.value); setResult(null); setRefusal(null); }}
          />
          <DropZone
            label="Schedule file" file={chosen} onFileChange={(next) => void choose(next)} error={problems.file}
            accept={FILE_KINDS} acceptText="CSV or DCSA JSON" maxBytes={FILE_MAX_BYTES}
          />
          <Select
            label="Format" placeholder="Choose the format" value={format} options={FORMAT_OPTIONS} error={problems.format}
            onChange={(e) => { setFormat(e.target.value as ScheduleImportFormat); setResult(null); setRefusal(null); }}
          />
          <Button type="submit" disabled={busy}>Check file</Button>
        </FileForm>
        <Help>
          <summary>File formats</summary>
          <dl>
            <dt>Air CSV, one flight pattern a row (times local at each airport, days 1 = Monday)</dt>
            <dd><code>{CSV_COLUMNS.AIR}</code></dd>
            <dt>Ocean CSV, one port call a row (times local at the port as YYYY-MM-DD HH:MM; DCSA cut-offs optional)</dt>
            <dd><code>{CSV_COLUMNS.SEA}</code></dd>
            <dt>DCSA Commercial Schedules 1.0 JSON</dt>
            <dd>An answer of vessel-schedules (services with their vessels&apos; calls) or of point-to-point-routes (routes with vessel legs).</dd>
          </dl>
          <p>A CSV or a vessel schedule is the carrier&apos;s whole timetable from its first departure: later trips it lacks are removed. Point-to-point routes change only the voyages they sail.</p>
        </Help>
      </Card>
      {refusal && (
        <Card title="The file was refused: nothing was imported" level={2}>
          <p role="alert">{`${file ? `${file.name}: ` : ''}${refusal.message}.`}</p>
          {refusal.rows.length > 0 && (
            <Table
              caption="Rows to correct" columns={[
                { key: 'row', header: 'Row or element', cell: (r) => r.path, rowHeader: true },
                { key: 'problem', header: 'Problem', cell: (r) => r.message },
              ]}
              rows={refusal.rows} rowKey={(r) => `${r.path}:${r.message}`}
            />
          )}
        </Card>
      )}
      {result && <Report result={result} busy={busy} onApply={() => void send(false)} onCancel={() => setResult(null)} />}
    </RemotePage>
  );
}
