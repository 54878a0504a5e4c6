import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { Button, buttonCss, EmptyState, Pagination, RemotePage } from '@freightdeck/ui';
import { useQuotations } from '../shared';
import { ExportButton } from './components/export-button';
import { QuotationFilters } from './components/quotation-filters';
import { QuotationsTable } from './components/quotations-table';
import { hasFilters, PAGE_SIZE, sortState, toApiQuery, toSort } from './list-query';
import { useListQuery } from './use-list-query';
import { useOrganizationOptions } from './use-organization-options';

export const ButtonLink = styled(RouterLink)`${buttonCss}`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
`;

/** /quotations: the quotations the user may see, filtered, sorted and paged through the URL. */
export function QuotationsList() {
  const { query, setFilters, setSort, setPage, clearFilters } = useListQuery();
  const { data, isLoading, error, mutate } = useQuotations(toApiQuery(query));
  const canManage = usePermission(can.quotationManage);
  const staff = Boolean(useCurrentUser().user?.userOfPrimaryOrganization);
  const organizations = useOrganizationOptions(data?.items, query.organizationId);

  const empty = error ? (
    <EmptyState title="The quotations could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : hasFilters(query) ? (
    <EmptyState title="No quotations match these filters" description="Try fewer filters or another search.">
      <Button variant="secondary" onClick={clearFilters}>Clear filters</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No quotations yet" description={canManage ? 'Ask for a price: air or sea, priced in seconds from the carriers’ tariffs.' : 'Quotations of your organization will show here.'}>
      {canManage && <ButtonLink to={paths.quotationCreate()} data-variant="primary">Request a quotation</ButtonLink>}
    </EmptyState>
  );

  return (
    <RemotePage
      remote="quotations" title="Quotations"
      actions={(
        <>
          {staff && canManage && <ButtonLink to={paths.quotationRateCards()} data-variant="secondary">Rate cards</ButtonLink>}
          {canManage && <ButtonLink to={paths.quotationDrafts()} data-variant="secondary">Drafts</ButtonLink>}
          {canManage && <ButtonLink to={paths.quotationCreate()} data-variant="primary">Request a quotation</ButtonLink>}
        </>
      )}
    >
      <QuotationFilters query={query} onChange={setFilters} onClear={clearFilters} organizations={organizations} />
      <Toolbar>
        {staff ? <Button variant="secondary" onClick={() => setFilters({ status: ['REQUESTED'] })}>Waiting for pricing</Button> : <span />}
        <ExportButton query={query} disabled={!data || Boolean(error) || data.total === 0} />
      </Toolbar>
      <QuotationsTable
        rows={error ? [] : data?.items ?? []} loading={isLoading} sort={sortState(query.sort)}
        onSortChange={(s) => setSort(toSort(s.key, s.direction))} showOrganization={organizations !== null} empty={empty}
      />
      {data && !error && data.total > 0 && <Pagination page={query.page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} itemLabel="quotations" />}
    </RemotePage>
  );
}
