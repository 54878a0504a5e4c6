import { useState } from 'react';
import { RATE_CARD_CSV_COLUMNS, type ImportRateCardsResult } from '@freightdeck/contracts';
import { Badge, Button, Card, DropZone, errorModal, TextAreaField, validationIssues } from '@freightdeck/ui';
import styled from 'styled-components';
import { importRateCards } from '../shared';

const TONES = { ADD: 'success', CHANGE: 'info', UNCHANGED: 'neutral', REFUSE: 'danger' } as const;
const LABELS = { ADD: 'Add', CHANGE: 'Change', UNCHANGED: 'Unchanged', REFUSE: 'Refuse' } as const;

const Report = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: ${({ theme }) => theme.spacing(0.5, 1)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  ul { margin: 0; padding-left: 1.2em; }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  margin: ${({ theme }) => theme.spacing(1, 0)};
`;
const Columns = styled.code`
  display: block;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The CSV travels inside a JSON body, which the API takes up to 1 MB (packages/api/src/app.ts). */
const CSV_MAX_BYTES = 1024 * 1024;

interface Refusal { message: string; lines: { path: string; message: string }[] }

/**
 * A real import with a refused row answers 400, a VALIDATION_ERROR naming each refused line
 * (`path: 'line 3'`): nothing was written. Read as every form reads one (the ui kit's
 * validationIssues, docs/product/errors.md#forms); any other error goes to the Error modal.
 */
function refusalOf(error: unknown): Refusal | null {
  const lines = validationIssues(error, { isField: (path) => path.startsWith('line ') });
  if (!lines) return null;
  const message = (error as { message?: unknown }).message;
  return { message: typeof message === 'string' && message ? message : 'Rows were refused; nothing was imported', lines: Object.entries(lines).map(([path, m]) => ({ path, message: m })) };
}

/**
 * Import rate cards from a CSV: "Check" is the dry run (every row: add, change, unchanged or
 * refuse, and why); "Import" applies the file whole, or nothing when any row is refused.
 */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ImportRateCardsResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run = async (dryRun: boolean) => {
    setBusy(dryRun ? 'check' : 'import');
    setRefusal(null);
    try {
      const r = await importRateCards(csv, dryRun);
      setResult(r);
      if (r.applied) onImported();
    } catch (error) {
      const found = refusalOf(error);
      if (found) {
        setResult(null);
        setRefusal(found);
      } else errorModal.show(error);
    } finally {
      setBusy(null);
    }
  };
  const [file, setFile] = useState<File | null>(null);
  const readFile = async (chosen: File | null) => {
    setFile(chosen);
    if (chosen) {
      setCsv(await chosen.text());
      setResult(null);
      setRefusal(null);
    }
  };
  const refused = result?.rows.filter((r) => r.outcome === 'REFUSE') ?? [];
  return (
    <Card title="Import rate cards (CSV)" level={2}>
      <p>One row per card (air: one row per cargo-type rate row), with a header row of these columns:</p>
      <Columns>{RATE_CARD_CSV_COLUMNS.join(',')}</Columns>
      <DropZone label="CSV file" file={file} onFileChange={(chosen) => void readFile(chosen)} accept={{ 'text/csv': ['.csv'] }} acceptText="CSV" maxBytes={CSV_MAX_BYTES} />
      <TextAreaField label="CSV" rows={6} value={csv} onChange={(e) => { setCsv(e.target.value); setResult(null); setRefusal(null); }} />
      <Row>
        <Button variant="secondary" disabled={!csv.trim() || busy !== null} onClick={() => void run(true)}>{busy === 'check' ? 'Checking…' : 'Check (dry run)'}</Button>
        <Button disabled={!csv.trim() || busy !== null} onClick={() => void run(false)}>{busy === 'import' ? 'Importing…' : 'Import'}</Button>
      </Row>
      {refusal && (
        <div role="alert" aria-label="Import refused">
          <p><strong>Nothing was imported.</strong> {refusal.message}. Fix {refusal.lines.length === 1 ? 'this line' : 'these lines'} and import again.</p>
          <ul>{refusal.lines.map((l) => <li key={l.path}><strong>{l.path}</strong>: {l.message}</li>)}</ul>
        </div>
      )}
      {result && (
        <div role="status" aria-label="Import report">
          <p>
            {result.applied ? 'Imported: ' : result.dryRun ? 'Dry run, nothing written: ' : 'Nothing was imported: '}
            {result.counts.add} to add, {result.counts.change} to change, {result.counts.unchanged} unchanged, {result.counts.refuse} refused.
            {!result.applied && !result.dryRun && refused.length > 0 && ` Fix line${refused.length > 1 ? 's' : ''} ${refused.map((r) => r.line).join(', ')} and import again.`}
          </p>
          <Report aria-label="Rows">
            <thead><tr><th>Line</th><th>Reference</th><th>Outcome</th><th>Why</th></tr></thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.line} data-outcome={r.outcome}>
                  <td>{r.line}</td><td>{r.reference}</td><td><Badge tone={TONES[r.outcome]}>{LABELS[r.outcome]}</Badge></td>
                  <td>{r.messages.length ? <ul>{r.messages.map((m) => <li key={m}>{m}</li>)}</ul> : ''}</td>
                </tr>
              ))}
            </tbody>
          </Report>
        </div>
      )}
    </Card>
  );
}
