import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, DateRangePicker, Select, type DateRange } from '@freightdeck/ui';
import { PlacePicker } from './place-picker';
import { addDays, type ScheduleQuery } from './query';
import { FormGrid, Inline } from './schedules.styles';

type Errors = Partial<Record<'origin' | 'destination' | 'to', string>>;

/** Mode, origin, destination, departure days and "direct only": submitting puts the search in the address. */
export function SearchForm({ initial, onSearch }: { initial: ScheduleQuery; onSearch: (q: ScheduleQuery) => void }) {
  const [q, setQ] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<ScheduleQuery>) => setQ((current) => ({ ...current, ...patch }));

  // Both days are always there: a new first day after the last moves the last to a week on; an emptied field keeps its day.
  const setRange = ({ from, to }: DateRange) => {
    if (from) set({ from, to: to || (from !== q.from ? addDays(from, 6) : q.to) });
  };

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
      <DateRangePicker fromLabel="Departing from" toLabel="Until" value={{ from: q.from, to: q.to }} onChange={setRange} errors={{ to: errors.to }} />
      <Inline>
        <CheckboxField label="Direct only" checked={q.directOnly} onChange={(e) => set({ directOnly: e.target.checked })} />
        <Button type="submit">Search</Button>
      </Inline>
    </FormGrid>
  );
}
