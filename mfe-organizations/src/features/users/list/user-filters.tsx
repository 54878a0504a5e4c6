import { USER_STATUSES, type Role, type UserStatus } from '@freightdeck/contracts';
import { FilterPanel, SearchBox, Select } from '@freightdeck/ui';
import { organizationOptions, organizationsOf } from '../organizations-of-roles';
import type { UserFilterPatch } from './use-user-list-query';
import { hasFilters, type UserListQuery } from './user-list-query';
import { USER_STATUS_LABELS } from '../../shared/user-status-badge';

const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s] }));

export interface UserFiltersProps {
  query: UserListQuery;
  roles: readonly Role[];
  onChange: (patch: UserFilterPatch, replace?: boolean) => void;
  onClear: () => void;
}

/** Text, status, organization (when there are several) and role; the role list follows the organization. */
export function UserFilters({ query, roles, onChange, onClear }: UserFiltersProps) {
  const organizations = organizationsOf(roles);
  const several = organizations.length > 1;
  const shown = query.organizationId ? roles.filter((r) => r.organization.id === query.organizationId) : roles;
  const roleOptions = shown.map((r) => ({ value: r.id, label: several && !query.organizationId ? `${r.name} · ${r.organization.name}` : r.name }));
  const onOrganization = (organizationId: string | null) => {
    // A role of another organization would match nobody.
    const keepRole = roles.some((r) => r.id === query.roleId && (!organizationId || r.organization.id === organizationId));
    onChange({ organizationId, roleId: keepRole ? query.roleId : null });
  };
  return (
    <FilterPanel label="Filter users" layout="search-first" filtered={hasFilters(query)} onClear={onClear}>
      <SearchBox label="Search" placeholder="Name or e-mail…" value={query.q} onSearch={(q) => onChange({ q }, true)} />
      <Select
        label="Status" placeholder="Any status" options={STATUS_OPTIONS}
        value={query.status ?? ''} onChange={(e) => onChange({ status: (e.target.value || null) as UserStatus | null })}
      />
      {several && (
        <Select
          label="Organization" placeholder="All organizations" options={organizationOptions(organizations)}
          value={query.organizationId ?? ''} onChange={(e) => onOrganization(e.target.value || null)}
        />
      )}
      <Select label="Role" placeholder="Any role" options={roleOptions} value={query.roleId ?? ''} onChange={(e) => onChange({ roleId: e.target.value || null })} />
    </FilterPanel>
  );
}
