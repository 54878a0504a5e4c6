import type { ReactNode } from 'react';
import { paths } from '@freightdeck/contracts';
import { Button, formatDate, Link, relativeTime, Table, type TableColumn } from '@freightdeck/ui';
import { BOOKING_STEPS, MODE_LABELS } from '../shared';
import type { DraftItem } from './api';

export const resumePath = (id: string) => `${paths.bookingCreate()}?draft=${encodeURIComponent(id)}`;
const stepLabel = (step: number) => {
  const index = Math.min(Math.max(step, 0), BOOKING_STEPS.length - 1);
  return `${index + 1} of ${BOOKING_STEPS.length} · ${BOOKING_STEPS[index] ?? ''}`;
};

export interface DraftsTableProps {
  rows: readonly DraftItem[];
  loading: boolean;
  empty: ReactNode;
  onDelete: (draft: DraftItem) => void;
}

/** The user's drafts: what, how far, when last saved; resume or delete each. */
export function DraftsTable({ rows, loading, empty, onDelete }: DraftsTableProps) {
  const columns: TableColumn<DraftItem>[] = [
    { key: 'title', header: 'Draft', rowHeader: true, cell: (d) => d.title },
    { key: 'mode', header: 'Mode', cell: (d) => (d.mode ? MODE_LABELS[d.mode] : '–') },
    { key: 'step', header: 'Step', cell: (d) => stepLabel(d.step) },
    { key: 'updated', header: 'Updated', cell: (d) => <time dateTime={d.updatedAt} title={formatDate(d.updatedAt, 'dateTime')}>{relativeTime(d.updatedAt)}</time> },
    {
      key: 'actions', header: 'Actions', align: 'end', cell: (d) => (
        <>
          <Link to={resumePath(d.id)} aria-label={`Resume ${d.title}`}>Resume</Link>{' '}
          <Button variant="link" aria-label={`Delete ${d.title}`} onClick={() => onDelete(d)}>Delete</Button>
        </>
      ),
    },
  ];
  return <Table caption="Booking drafts" captionHidden columns={columns} rows={rows} rowKey={(d) => d.id} loading={loading} empty={empty} />;
}
