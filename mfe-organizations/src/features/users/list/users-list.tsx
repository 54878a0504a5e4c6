import type { Role } from '@freightdeck/contracts';
import { Button, EmptyState, Pagination } from '@freightdeck/ui';
import { UserActions } from '../actions/user-actions';
import { useUsers } from '../api/users';
import { organizationsOf } from '../organizations-of-roles';
import { useUserListQuery } from './use-user-list-query';
import { UserFilters } from './user-filters';
import { hasFilters, USERS_PAGE_SIZE } from './user-list-query';
import { UsersTable } from './users-table';

export interface UsersListProps {
  roles: readonly Role[];
  onNotice: (message: string) => void;
}

/** The users the caller may see, filtered and paged through the URL, each with the actions the server allows. */
export function UsersList({ roles, onNotice }: UsersListProps) {
  const { query, setFilters, setPage, clearFilters } = useUserListQuery();
  const { data, isLoading, error, mutate } = useUsers(query);

  const empty = error ? (
    <EmptyState title="The users could not be loaded" description="Check your connection and try again.">
      <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
    </EmptyState>
  ) : hasFilters(query) ? (
    <EmptyState title="No users match these filters" description="Try fewer filters or another search.">
      <Button variant="secondary" onClick={clearFilters}>Clear filters</Button>
    </EmptyState>
  ) : (
    <EmptyState title="No users yet" description="Invited users show here until they activate their account, and after." />
  );

  return (
    <>
      <UserFilters query={query} roles={roles} onChange={setFilters} onClear={clearFilters} />
      <UsersTable
        rows={error ? [] : data?.items ?? []}
        loading={isLoading}
        showOrganization={organizationsOf(roles).length > 1}
        actions={(user) => <UserActions user={user} roles={roles} onChanged={() => mutate()} onNotice={onNotice} />}
        empty={empty}
      />
      {data && !error && data.total > 0 && (
        <Pagination page={query.page} pageSize={USERS_PAGE_SIZE} total={data.total} onPageChange={setPage} itemLabel="users" />
      )}
    </>
  );
}
