import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@freightdeck/auth';
import { scopeFor } from '@freightdeck/contracts';
import { Button, DateRangePicker, FilterPanel, Select, TextField } from '@freightdeck/ui';
import { OrganizationPicker } from './organization-picker';
import type { ReportFilters } from './filters';

const MODES = [{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }];
const BASES = [{ value: 'BOOKING_DATE', label: 'Booking date' }, { value: 'DEPARTURE', label: 'Departure' }];

/** The report filters: dates (by booking date or departure), mode, organization (staff, who see every organization), origin and destination. */
export function ReportFiltersPanel({ filters, onChange, filtered }: { filters: ReportFilters; onChange: (f: ReportFilters) => void; filtered: boolean }) {
  const permissions = useCurrentUser().user?.permissions ?? [];
  const staff = scopeFor(permissions, 'booking', 'view') === 'all';
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters && JSON.stringify(shown) !== JSON.stringify(filters)) { setShown(filters); setDraft(filters); }
  const set = (key: keyof ReportFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value || undefined }));
  const submit = (e: FormEvent) => { e.preventDefault(); onChange(draft); };
  const departure = draft.dateBasis === 'DEPARTURE';

  return (
    <form onSubmit={submit} data-print-hide>
      <FilterPanel label="Filter the report" filtered={filtered} onClear={() => onChange({})} actions={<Button type="submit">Apply</Button>}>
        <Select label="Dated by" options={BASES} value={draft.dateBasis ?? 'BOOKING_DATE'} onChange={(e) => set('dateBasis')(e.target.value === 'DEPARTURE' ? 'DEPARTURE' : '')} />
        <DateRangePicker
          fromLabel={departure ? 'Departing from' : 'Booked from'} toLabel={departure ? 'Departing to' : 'Booked to'}
          value={{ from: draft.from ?? '', to: draft.to ?? '' }} onChange={({ from, to }) => setDraft((d) => ({ ...d, from: from || undefined, to: to || undefined }))}
        />
        <Select label="Mode" placeholder="Air and sea" options={MODES} value={draft.mode ?? ''} onChange={(e) => set('mode')(e.target.value)} />
        {staff && (
          <OrganizationPicker value={draft.organizationId ?? null} onChange={(id) => set('organizationId')(id ?? '')} />
        )}
        <TextField label="Origin" placeholder="FRA, SGSIN" value={draft.origin ?? ''} maxLength={5} onChange={(e) => set('origin')(e.target.value.toUpperCase())} />
        <TextField label="Destination" placeholder="JFK, NLRTM" value={draft.destination ?? ''} maxLength={5} onChange={(e) => set('destination')(e.target.value.toUpperCase())} />
      </FilterPanel>
    </form>
  );
}
