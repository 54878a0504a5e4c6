import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@freightdeck/contracts';
import { FilterPanel, SearchBox, Select } from '@freightdeck/ui';
import { ORGANIZATION_STATUS_LABELS } from '../components/organization-status-badge';
import { hasFilters, type ListQuery } from './organization-list-query';

const STATUS_OPTIONS = ORGANIZATION_STATUSES.map((s) => ({ value: s, label: ORGANIZATION_STATUS_LABELS[s] }));

export interface OrganizationFiltersProps {
  query: ListQuery;
  onChange: (patch: Partial<Omit<ListQuery, 'page'>>, replace?: boolean) => void;
  onClear: () => void;
}

export function OrganizationFilters({ query, onChange, onClear }: OrganizationFiltersProps) {
  return (
    <FilterPanel label="Filter organizations" layout="search-first" filtered={hasFilters(query)} onClear={onClear}>
      <SearchBox label="Search" placeholder="Name or tax id" value={query.q} onSearch={(q) => onChange({ q }, true)} />
      <Select
        label="Status" placeholder="Any status" options={STATUS_OPTIONS} value={query.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || null) as OrganizationStatus | null })}
      />
    </FilterPanel>
  );
}
