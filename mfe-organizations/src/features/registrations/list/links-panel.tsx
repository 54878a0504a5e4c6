import { REGISTRATION_LINK_STATUSES } from '@freightdeck/contracts';
import { Button, EmptyState, Pagination } from '@freightdeck/ui';
import { useRegistrationLinks } from '../api/registration-links';
import { LINK_STATUS_LABELS } from '../components/status-badges';
import { LinksTable } from './links-table';
import { PAGE_SIZE, toLinksApiQuery, type RegistrationsQuery } from './registrations-query';
import { StatusSelect } from './status-select';

export interface LinksPanelProps {
  query: RegistrationsQuery;
  onStatus: (status: RegistrationsQuery['linkStatus']) => void;
  onPage: (page: number) => void;
  onSendLink: () => void;
}

/** The registration links sent, newest first, by status. */
export function LinksPanel({ query, onStatus, onPage, onSendLink }: LinksPanelProps) {
  const { data, isLoading, error, mutate } = useRegistrationLinks(toLinksApiQuery(query));
  const empty = error ? (
    <EmptyState title="The links could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : query.linkStatus ? (
    <EmptyState title={`No ${LINK_STATUS_LABELS[query.linkStatus].toLowerCase()} links`} description="Links in another status are under “All statuses”.">
      <Button variant="secondary" onClick={() => onStatus(null)}>Show all statuses</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No registration links sent yet" description="A link lets a prospective customer apply for an organization; it works for 14 days.">
      <Button onClick={onSendLink}>Send registration link</Button>
    </EmptyState>
  );
  return (
    <>
      <StatusSelect label="Link status" statuses={REGISTRATION_LINK_STATUSES} labels={LINK_STATUS_LABELS} value={query.linkStatus} onChange={onStatus} />
      <LinksTable rows={error ? [] : data?.items ?? []} loading={isLoading} empty={empty} />
      {data && !error && data.total > 0 && (
        <Pagination page={query.page} pageSize={PAGE_SIZE} total={data.total} onPageChange={onPage} itemLabel="links" />
      )}
    </>
  );
}
