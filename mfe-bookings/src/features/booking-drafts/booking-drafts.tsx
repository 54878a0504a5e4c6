import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { Button, EmptyState, Link, Pagination, RemotePage } from '@freightdeck/ui';
import { useDrafts, type DraftItem } from './api';
import { DeleteDraftModal } from './delete-draft-modal';
import { DraftSearch } from './draft-search';
import { DraftsTable } from './drafts-table';

export const DRAFTS_PAGE_SIZE = 20;

/** /bookings/drafts: the user's saved drafts, searchable and paged through the address. */
export function BookingDrafts() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Drafts are saved by those who may create bookings; a viewer has none (and the API would refuse).
  const canManage = usePermission(can.bookingManage);
  const { data, error, isLoading, mutate } = useDrafts(canManage ? { q, page, pageSize: DRAFTS_PAGE_SIZE } : null);
  const [deleting, setDeleting] = useState<DraftItem | null>(null);

  const setQuery = (next: { q?: string; page?: number }) => {
    // A new search starts at the first page; empty values and page 1 stay out of the address.
    const nextQ = next.q ?? q;
    const nextPage = next.q !== undefined ? 1 : next.page ?? page;
    setParams({ ...(nextQ ? { q: nextQ } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  if (!canManage) {
    return (
      <RemotePage remote="bookings" title="Booking drafts">
        <EmptyState title="No drafts" description="Drafts are saved by users who create bookings; your role views bookings only." />
      </RemotePage>
    );
  }

  const empty = error ? (
    <EmptyState title="The drafts could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : q ? (
    <EmptyState title="No drafts match this search" description="Try another word, or clear the search." />
  ) : (
    <EmptyState title="No drafts" description="Save a booking as a draft at any step and finish it later here.">
      <Link to={paths.bookingCreate()}>Create a booking</Link>
    </EmptyState>
  );

  return (
    <RemotePage remote="bookings" title="Booking drafts" actions={<Link to={paths.bookingCreate()}>New booking</Link>}>
      <DraftSearch value={q} onSearch={(text) => setQuery({ q: text })} />
      <DraftsTable rows={error ? [] : data?.items ?? []} loading={isLoading} empty={empty} onDelete={setDeleting} />
      {data && !error && data.total > 0 && (
        <Pagination page={page} pageSize={DRAFTS_PAGE_SIZE} total={data.total} onPageChange={(p) => setQuery({ page: p })} itemLabel="drafts" />
      )}
      {deleting && (
        <DeleteDraftModal
          draft={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // The last draft of a later page is gone: show the page before it.
            if (page > 1 && data?.items.length === 1) setQuery({ page: page - 1 });
            else void mutate();
          }}
        />
      )}
    </RemotePage>
  );
}
