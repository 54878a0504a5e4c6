import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { Button, EmptyState, Pagination, RemotePage } from '@freightdeck/ui';
import { useBookings } from './api/get-bookings';
import { BookingFilters } from './components/booking-filters';
import { BookingsTable } from './components/bookings-table';
import { ExportButton } from './components/export-button';
import { hasFilters, sortState, toSort } from './list-query';
import { ButtonLink, ListToolbar } from './bookings-list-page.styles';
import { useListQuery } from './use-list-query';
import { useOrganizationOptions } from './use-organization-options';
import { useWatchToggle } from './use-watch-toggle';

/** /bookings: the bookings the user may see, filtered, sorted and paged through the URL. */
export function BookingsListPage() {
  const { query, setFilters, setSort, setPage, clearFilters } = useListQuery();
  const { data, isLoading, error, key, mutate } = useBookings(query);
  const canManage = usePermission(can.bookingManage);
  const organizations = useOrganizationOptions(data?.items, query.organizationId);
  const onWatch = useWatchToggle(key, { refetch: query.watched });

  const empty = error ? (
    <EmptyState title="The bookings could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : hasFilters(query) ? (
    <EmptyState title="No bookings match these filters" description="Try fewer filters or another search.">
      <Button variant="secondary" onClick={clearFilters}>Clear filters</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No bookings yet" description={canManage ? 'Book air or sea freight and follow it here to delivery.' : 'Bookings of your organization will show here.'}>
      {canManage && <ButtonLink to={paths.bookingCreate()} data-variant="primary">New booking</ButtonLink>}
    </EmptyState>
  );

  return (
    <RemotePage
      remote="bookings"
      title="Bookings"
      actions={canManage && (
        <>
          <ButtonLink to={paths.bookingDrafts()} data-variant="secondary">Drafts</ButtonLink>
          <ButtonLink to={paths.bookingCreate()} data-variant="primary">New booking</ButtonLink>
        </>
      )}
    >
      <BookingFilters query={query} onChange={setFilters} onClear={clearFilters} organizations={organizations} />
      <ListToolbar>
        {/* Nothing to export until the list has rows. */}
        <ExportButton query={query} disabled={!data || Boolean(error) || data.total === 0} />
      </ListToolbar>
      <BookingsTable
        rows={error ? [] : data?.items ?? []}
        loading={isLoading}
        sort={sortState(query.sort)}
        onSortChange={(s) => setSort(toSort(s.key, s.direction))}
        onWatch={(b, on) => void onWatch(b, on)}
        showOrganization={organizations !== null}
        empty={empty}
      />
      {data && !error && data.total > 0 && (
        <Pagination page={query.page} pageSize={query.pageSize} total={data.total} totalExact={data.totalExact} onPageChange={setPage} itemLabel="bookings" />
      )}
    </RemotePage>
  );
}
