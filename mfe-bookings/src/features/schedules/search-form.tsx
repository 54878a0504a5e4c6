import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, Select, TextField } from '@freightdeck/ui';
import { PlacePicker } from './place-picker';
import { addDays, type ScheduleQuery } from './query';
import { FormGrid, Inline } from './schedules.styles';

type Errors = Partial<Record<'origin' | 'destination' | 'to', string>>;

/** Mode, origin, destination, departure days and "direct only": submitting puts the search in the address. */
export function SearchForm({ initial, onSearch }: { initial: ScheduleQuery; onSearch: (q: ScheduleQuery) => void }) {
  const [q, setQ] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<ScheduleQuery>) => setQ((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!q.origin) found.origin = 'Choose where from';
    if (!q.destination) found.destination = 'Choose where to';
    if (q.origin && q.origin === q.destination) found.destination = 'Choose another place than the origin';
    if (q.to < q.from) found.to = 'The last day is before the first';
    else if (q.to > addDays(q.from, 30)) found.to = 'At most 31 days';
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(q);
  };

  return (
    <FormGrid onSubmit={submit} aria-label="Search schedules" noValidate>
      <Select
        label="Mode" value={q.mode}
        options={[{ value: 'AIR', label: 'Air' }, { value: 'SEA', label: 'Sea' }]}
        // Codes differ by mode (IATA, UN/LOCODE): a new mode starts the route again.
        onChange={(e) => set({ mode: e.target.value === 'SEA' ? 'SEA' : 'AIR', origin: '', destination: '' })}
      />
      <PlacePicker key={`o-${q.mode}`} mode={q.mode} label="From" value={q.origin || null} onChange={(c) => set({ origin: c ?? '' })} error={errors.origin} />
      <PlacePicker key={`d-${q.mode}`} mode={q.mode} label="To" value={q.destination || null} onChange={(c) => set({ destination: c ?? '' })} error={errors.destination} />
      <TextField label="Departing from" type="date" value={q.from} onChange={(e) => e.target.value && set({ from: e.target.value, to: q.to < e.target.value ? addDays(e.target.value, 6) : q.to })} />
      <TextField label="Until" type="date" value={q.to} min={q.from} onChange={(e) => e.target.value && set({ to: e.target.value })} error={errors.to} />
      <Inline>
        <CheckboxField label="Direct only" checked={q.directOnly} onChange={(e) => set({ directOnly: e.target.checked })} />
        <Button type="submit">Search</Button>
      </Inline>
    </FormGrid>
  );
}
