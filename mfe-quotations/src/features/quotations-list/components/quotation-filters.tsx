import { QUOTATION_STATUSES, type QuotationStatus, type TransportMode } from '@freightdeck/contracts';
import { AirportPicker, CheckboxField, DatePicker, DateRangePicker, FilterPanel, FilterRow, SeaportPicker, SearchBox, Select, type SelectOption } from '@freightdeck/ui';
import styled from 'styled-components';
import { MODE_LABELS, QUOTATION_STATUS_LABELS } from '../../shared';
import { hasFilters, type ListQuery } from '../list-query';
import type { FilterPatch } from '../use-list-query';

const MODE_OPTIONS: SelectOption[] = (Object.keys(MODE_LABELS) as TransportMode[]).map((m) => ({ value: m, label: MODE_LABELS[m] }));
const kindOf = (mode: TransportMode | null, code: string | null): TransportMode => mode ?? (code?.length === 5 ? 'SEA' : 'AIR');

const Statuses = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend { float: left; width: 100%; margin-bottom: ${({ theme }) => theme.spacing(0.5)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

export interface QuotationFiltersProps {
  query: ListQuery;
  onChange: (patch: FilterPatch, replace?: boolean) => void;
  onClear: () => void;
  organizations: readonly SelectOption[] | null;
}

export function QuotationFilters({ query, onChange, onClear, organizations }: QuotationFiltersProps) {
  const toggle = (status: QuotationStatus, on: boolean) => onChange({ status: QUOTATION_STATUSES.filter((s) => (s === status ? on : query.status.includes(s))) });
  const Origin = kindOf(query.mode, query.origin) === 'SEA' ? SeaportPicker : AirportPicker;
  const Destination = kindOf(query.mode, query.destination) === 'SEA' ? SeaportPicker : AirportPicker;
  const onMode = (value: string) => {
    const mode = (value || null) as TransportMode | null;
    const fits = (code: string | null) => (code && mode && kindOf(null, code) !== mode ? null : code);
    onChange({ mode, origin: fits(query.origin), destination: fits(query.destination) });
  };
  return (
    <FilterPanel label="Filter quotations" filtered={hasFilters(query)} onClear={onClear}>
      <FilterRow><SearchBox label="Search" placeholder="Reference, commodity, organization…" value={query.q} onSearch={(q) => onChange({ q }, true)} /></FilterRow>
      <FilterRow>
        <Statuses>
          <legend>Status</legend>
          {QUOTATION_STATUSES.map((s) => (
            <CheckboxField key={s} label={QUOTATION_STATUS_LABELS[s]} checked={query.status.includes(s)} onChange={(e) => toggle(s, e.target.checked)} />
          ))}
        </Statuses>
      </FilterRow>
      <Select label="Mode" placeholder="Any mode" options={MODE_OPTIONS} value={query.mode ?? ''} onChange={(e) => onMode(e.target.value)} />
      <Origin label="Origin" value={query.origin} onChange={(origin) => onChange({ origin })} />
      <Destination label="Destination" value={query.destination} onChange={(destination) => onChange({ destination })} />
      <DateRangePicker
        fromLabel="Requested from" toLabel="Requested to" value={{ from: query.dateFrom ?? '', to: query.dateTo ?? '' }}
        onChange={({ from, to }) => onChange({ dateFrom: from || null, dateTo: to || null })}
      />
      <DatePicker label="Expiring before" value={query.expiringBefore ?? ''} onChange={(day) => onChange({ expiringBefore: day || null })} />
      {organizations && (
        <Select label="Organization" placeholder="All organizations" options={organizations} value={query.organizationId ?? ''} onChange={(e) => onChange({ organizationId: e.target.value || null })} />
      )}
    </FilterPanel>
  );
}
