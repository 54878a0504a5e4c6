import { REGISTRATION_STATUSES } from '@freightdeck/contracts';
import { Button, EmptyState, Pagination } from '@freightdeck/ui';
import { useRegistrations } from '../api/registrations';
import { REGISTRATION_STATUS_LABELS } from '../components/status-badges';
import { ApplicationsTable } from './applications-table';
import { PAGE_SIZE, toApplicationsApiQuery, type RegistrationsQuery } from './registrations-query';
import { StatusSelect } from './status-select';

export interface ApplicationsPanelProps {
  query: RegistrationsQuery;
  onStatus: (status: RegistrationsQuery['status']) => void;
  onPage: (page: number) => void;
  onSendLink: () => void;
}

/** The applications made through registration links, newest first, by status. */
export function ApplicationsPanel({ query, onStatus, onPage, onSendLink }: ApplicationsPanelProps) {
  const { data, isLoading, error, mutate } = useRegistrations(toApplicationsApiQuery(query));
  const empty = error ? (
    <EmptyState title="The applications could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : query.status ? (
    <EmptyState title={`No ${REGISTRATION_STATUS_LABELS[query.status].toLowerCase()} applications`} description="Applications in another status are under “All statuses”.">
      <Button variant="secondary" onClick={() => onStatus(null)}>Show all statuses</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No applications yet" description="Send a prospective customer a registration link: their application shows here for review.">
      <Button onClick={onSendLink}>Send registration link</Button>
    </EmptyState>
  );
  return (
    <>
      <StatusSelect label="Status" statuses={REGISTRATION_STATUSES} labels={REGISTRATION_STATUS_LABELS} value={query.status} onChange={onStatus} />
      <ApplicationsTable rows={error ? [] : data?.items ?? []} loading={isLoading} empty={empty} />
      {data && !error && data.total > 0 && (
        <Pagination page={query.page} pageSize={PAGE_SIZE} total={data.total} onPageChange={onPage} itemLabel="applications" />
      )}
    </>
  );
}
