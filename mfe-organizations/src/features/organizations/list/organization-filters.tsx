import styled from 'styled-components';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@freightdeck/contracts';
import { Button, SearchBox, Select } from '@freightdeck/ui';
import { ORGANIZATION_STATUS_LABELS } from '../components/organization-status-badge';
import { hasFilters, type ListQuery } from './organization-list-query';

const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 2fr) minmax(160px, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;

const STATUS_OPTIONS = ORGANIZATION_STATUSES.map((s) => ({ value: s, label: ORGANIZATION_STATUS_LABELS[s] }));

export interface OrganizationFiltersProps {
  query: ListQuery;
  onChange: (patch: Partial<Omit<ListQuery, 'page'>>, replace?: boolean) => void;
  onClear: () => void;
}

export function OrganizationFilters({ query, onChange, onClear }: OrganizationFiltersProps) {
  return (
    <Panel role="search" aria-label="Filter organizations">
      <SearchBox label="Search" placeholder="Name or tax id" value={query.q} onSearch={(q) => onChange({ q }, true)} />
      <Select
        label="Status" placeholder="Any status" options={STATUS_OPTIONS} value={query.status ?? ''}
        onChange={(e) => onChange({ status: (e.target.value || null) as OrganizationStatus | null })}
      />
      <div>{hasFilters(query) && <Button variant="link" onClick={onClear}>Clear filters</Button>}</div>
    </Panel>
  );
}
