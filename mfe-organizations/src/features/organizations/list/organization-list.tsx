import { useState } from 'react';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths, type RegistrationLink } from '@freightdeck/contracts';
import { Button, EmptyState, formatDate, Pagination, RemotePage } from '@freightdeck/ui';
import { SuccessNotice } from '../../shared/success-notice';
import { SendLinkModal } from '../../shared/send-link-modal';
import { useOrganizations } from '../api/organizations';
import { ButtonLink } from '../components/button-link';
import { OrganizationFilters } from './organization-filters';
import { hasFilters, PAGE_SIZE, toApiQuery } from './organization-list-query';
import { OrganizationsTable } from './organizations-table';
import { useListQuery } from './use-list-query';

/** /organizations: the organizations in the user's scope, searched, filtered and paged through the URL. */
export function OrganizationList() {
  const { query, setFilters, setPage, clearFilters } = useListQuery();
  const { data, isLoading, error, mutate } = useOrganizations(toApiQuery(query));
  const canCreate = usePermission(can.organizationManage);
  const canSendLink = usePermission(can.registrationLinkSend);
  const canSeeRegistrations = usePermission(can.organizationManageAll);
  const [linkOpen, setLinkOpen] = useState(false);
  const [sent, setSent] = useState<RegistrationLink | null>(null);

  const empty = error ? (
    <EmptyState title="The organizations could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : hasFilters(query) ? (
    <EmptyState title="No organizations match these filters" description="Try another search or status.">
      <Button variant="secondary" onClick={clearFilters}>Clear filters</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No organizations yet" description={canCreate ? 'Create an organization, or send a prospective customer a registration link.' : undefined}>
      {canCreate && <ButtonLink to={paths.organizationCreate()} data-variant="primary">Create organization</ButtonLink>}
    </EmptyState>
  );

  const actions = (canSeeRegistrations || canSendLink || canCreate) && (
    <>
      {canSeeRegistrations && <ButtonLink to={paths.registrations()} data-variant="link">Registrations</ButtonLink>}
      {canSendLink && <Button variant="secondary" onClick={() => setLinkOpen(true)}>Send registration link</Button>}
      {canCreate && <ButtonLink to={paths.organizationCreate()} data-variant="primary">Create organization</ButtonLink>}
    </>
  );

  return (
    <RemotePage remote="organizations" title="Organizations" actions={actions}>
      {sent && (
        <SuccessNotice onDismiss={() => setSent(null)}>
          Registration link sent to {sent.email}{sent.companyName ? ` (${sent.companyName})` : ''}. It expires on {formatDate(sent.expiresAt, 'dateTime')}.
        </SuccessNotice>
      )}
      <OrganizationFilters query={query} onChange={setFilters} onClear={clearFilters} />
      <OrganizationsTable rows={error ? [] : data?.items ?? []} loading={isLoading} empty={empty} />
      {data && !error && data.total > 0 && (
        <Pagination page={query.page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} itemLabel="organizations" />
      )}
      {linkOpen && (
        <SendLinkModal
          onClose={() => setLinkOpen(false)}
          onSent={(link) => {
            setLinkOpen(false);
            setSent(link);
          }}
        />
      )}
    </RemotePage>
  );
}
