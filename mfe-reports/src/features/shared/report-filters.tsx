import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@freightdeck/auth';
import { scopeFor } from '@freightdeck/contracts';
import { Button, FilterPanel, Select, TextField } from '@freightdeck/ui';
import { useOrganizations } from './api';
import type { ReportFilters } from './filters';

const MODES = [{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }];

/** The report filters: booking dates, mode, organization (staff, who see every organization), origin and destination. */
export function ReportFiltersPanel({ filters, onChange, filtered }: { filters: ReportFilters; onChange: (f: ReportFilters) => void; filtered: boolean }) {
  const permissions = useCurrentUser().user?.permissions ?? [];
  const staff = scopeFor(permissions, 'booking', 'view') === 'all';
  const organizations = useOrganizations(staff);
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  if (shown !== filters && JSON.stringify(shown) !== JSON.stringify(filters)) { setShown(filters); setDraft(filters); }
  const set = (key: keyof ReportFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value || undefined }));
  const submit = (e: FormEvent) => { e.preventDefault(); onChange(draft); };
  const orgOptions = (organizations.data?.items ?? []).filter((o) => !o.isPrimary).map((o) => ({ value: o.id, label: o.name }));

  return (
    <form onSubmit={submit} data-print-hide>
      <FilterPanel label="Filter the report" filtered={filtered} onClear={() => onChange({})} actions={<Button type="submit">Apply</Button>}>
        <TextField label="Booked from" type="date" value={draft.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
        <TextField label="Booked to" type="date" value={draft.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
        <Select label="Mode" placeholder="Air and sea" options={MODES} value={draft.mode ?? ''} onChange={(e) => set('mode')(e.target.value)} />
        {staff && (
          <Select label="Organization" placeholder="All organizations" options={orgOptions} value={draft.organizationId ?? ''} onChange={(e) => set('organizationId')(e.target.value)} />
        )}
        <TextField label="Origin" placeholder="FRA, SGSIN" value={draft.origin ?? ''} maxLength={5} onChange={(e) => set('origin')(e.target.value.toUpperCase())} />
        <TextField label="Destination" placeholder="JFK, NLRTM" value={draft.destination ?? ''} maxLength={5} onChange={(e) => set('destination')(e.target.value.toUpperCase())} />
      </FilterPanel>
    </form>
  );
}
