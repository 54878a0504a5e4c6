import type { TransportMode } from '@freightdeck/contracts';
import { AirportPicker, CheckboxField, DateRangePicker, FilterPanel, FilterRow, SeaportPicker, SearchBox, Select, type SelectOption } from '@freightdeck/ui';
import { MODE_LABELS } from '../../shared';
import { hasFilters, type ListQuery } from '../list-query';
import type { FilterPatch } from '../use-list-query';
import { StatusFilter } from './status-filter';

export interface BookingFiltersProps {
  query: ListQuery;
  onChange: (patch: FilterPatch, replace?: boolean) => void;
  onClear: () => void;
  /** Shown to staff and to users of several organizations; null hides the filter. */
  organizations: readonly SelectOption[] | null;
}

const MODE_OPTIONS: SelectOption[] = (Object.keys(MODE_LABELS) as TransportMode[]).map((m) => ({ value: m, label: MODE_LABELS[m] }));

/** Without a mode the picker follows the code already chosen: 3 letters an airport, 5 a UN/LOCODE. */
const kindOf = (mode: TransportMode | null, code: string | null): TransportMode => mode ?? (code?.length === 5 ? 'SEA' : 'AIR');

function LocationFilter({ label, mode, value, onChange }: { label: string; mode: TransportMode | null; value: string | null; onChange: (code: string | null) => void }) {
  const Picker = kindOf(mode, value) === 'SEA' ? SeaportPicker : AirportPicker;
  return <Picker label={label} value={value} onChange={(code) => onChange(code)} />;
}

export function BookingFilters({ query, onChange, onClear, organizations }: BookingFiltersProps) {
  const onMode = (value: string) => {
    const mode = (value || null) as TransportMode | null;
    // An airport stays meaningless as a sea filter (and the API would refuse the pair).
    const fits = (code: string | null) => (code && mode && kindOf(null, code) !== mode ? null : code);
    onChange({ mode, origin: fits(query.origin), destination: fits(query.destination) });
  };
  return (
    <FilterPanel
      label="Filter bookings" filtered={hasFilters(query)} onClear={onClear}
      actions={<CheckboxField label="Watched only" checked={query.watched} onChange={(e) => onChange({ watched: e.target.checked })} />}
    >
      <FilterRow><SearchBox label="Search" placeholder="Reference, air waybill, shipper, consignee…" value={query.q} onSearch={(q) => onChange({ q }, true)} /></FilterRow>
      <FilterRow><StatusFilter value={query.status} onChange={(status) => onChange({ status })} /></FilterRow>
      <Select label="Mode" placeholder="Any mode" options={MODE_OPTIONS} value={query.mode ?? ''} onChange={(e) => onMode(e.target.value)} />
      <LocationFilter label="Origin" mode={query.mode} value={query.origin} onChange={(origin) => onChange({ origin })} />
      <LocationFilter label="Destination" mode={query.mode} value={query.destination} onChange={(destination) => onChange({ destination })} />
      <DateRangePicker
        fromLabel="Booked from" toLabel="Booked to" value={{ from: query.dateFrom ?? '', to: query.dateTo ?? '' }}
        onChange={({ from, to }) => onChange({ dateFrom: from || null, dateTo: to || null })}
      />
      {organizations && (
        <Select
          label="Organization" placeholder="All organizations" options={organizations}
          value={query.organizationId ?? ''} onChange={(e) => onChange({ organizationId: e.target.value || null })}
        />
      )}
    </FilterPanel>
  );
}
