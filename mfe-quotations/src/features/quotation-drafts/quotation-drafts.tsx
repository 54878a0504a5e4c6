import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import {
  Button, ConfirmDialog, EmptyState, formatDate, Link, Pagination, relativeTime, RemotePage, SearchBox, Table, type TableColumn,
} from '@freightdeck/ui';
import { deleteDraft, MODE_LABELS, useDrafts, type DraftPage } from '../shared';

type DraftItem = DraftPage['items'][number];
const PAGE_SIZE = 20;
export const resumePath = (id: string) => `${paths.quotationCreate()}?draft=${encodeURIComponent(id)}`;

/** /quotations/drafts: the user's saved requests, searchable and paged through the address. */
export function QuotationDrafts() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canManage = usePermission(can.quotationManage);
  const { data, error, isLoading, mutate } = useDrafts(q, page, canManage);
  const [deleting, setDeleting] = useState<DraftItem | null>(null);
  const setQuery = (next: { q?: string; page?: number }) => {
    const nextQ = next.q ?? q;
    const nextPage = next.q !== undefined ? 1 : next.page ?? page;
    setParams({ ...(nextQ ? { q: nextQ } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };
  if (!canManage) {
    return (
      <RemotePage remote="quotations" title="Quotation drafts">
        <EmptyState title="No drafts" description="Drafts are saved by users who request quotations; your role views quotations only." />
      </RemotePage>
    );
  }
  const columns: TableColumn<DraftItem>[] = [
    { key: 'title', header: 'Draft', rowHeader: true, cell: (d) => d.title },
    { key: 'mode', header: 'Mode', cell: (d) => (d.mode ? MODE_LABELS[d.mode] : '–') },
    { key: 'updated', header: 'Updated', cell: (d) => <time dateTime={d.updatedAt} title={formatDate(d.updatedAt, 'dateTime')}>{relativeTime(d.updatedAt)}</time> },
    {
      key: 'actions', header: 'Actions', align: 'end', cell: (d) => (
        <>
          <Link to={resumePath(d.id)} aria-label={`Resume ${d.title}`}>Resume</Link>{' '}
          <Button variant="link" aria-label={`Delete ${d.title}`} onClick={() => setDeleting(d)}>Delete</Button>
        </>
      ),
    },
  ];
  const empty = error ? (
    <EmptyState title="The drafts could not be loaded" description="Check your connection and try again."><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></EmptyState>
  ) : q ? (
    <EmptyState title="No drafts match this search" description="Try another word, or clear the search." />
  ) : (
    <EmptyState title="No drafts" description="Save a quotation request as a draft and finish it later here."><Link to={paths.quotationCreate()}>Request a quotation</Link></EmptyState>
  );
  return (
    <RemotePage remote="quotations" title="Quotation drafts" actions={<Link to={paths.quotationCreate()}>Request a quotation</Link>}>
      <SearchBox label="Search drafts" placeholder="Route, cargo…" value={q} onSearch={(text) => setQuery({ q: text })} />
      <Table caption="Quotation drafts" captionHidden columns={columns} rows={error ? [] : data?.items ?? []} rowKey={(d) => d.id} loading={isLoading} empty={empty} />
      {data && !error && data.total > 0 && <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={(p) => setQuery({ page: p })} itemLabel="drafts" />}
      {deleting && (
        <ConfirmDialog
          title={`Delete the draft “${deleting.title}”?`} confirmLabel="Delete draft" onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteDraft(deleting.id);
            if (page > 1 && data?.items.length === 1) setQuery({ page: page - 1 });
            else await mutate();
          }}
        >
          The request you started is removed for good.
        </ConfirmDialog>
      )}
    </RemotePage>
  );
}
