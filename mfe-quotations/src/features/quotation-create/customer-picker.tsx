import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Organization } from '@freightdeck/contracts';
import { Combobox, type ComboboxItem } from '@freightdeck/ui';
import { findOrganizations, getOrganization } from '../shared';

type Customer = Pick<Organization, 'id' | 'name' | 'country' | 'isPrimary'>;
const PAGE = 20;
const asItem = (c: Customer): ComboboxItem => ({ key: c.id, code: c.country ?? '—', name: c.name });

export interface CustomerPickerProps {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/**
 * "Request for": the customer organization a member of the pricing desk asks on behalf of (staff
 * only; docs/adr/025-quotations-ui.md). A combobox searching every customer on the server as
 * the desk types (`GET /v1/organizations?q=`, 20 at a time, 250 ms after the last key), as the
 * reports' organization filter does; the chosen one is read by its id (a draft reopened).
 */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const asked = useRef('');
  const [chosen, setChosen] = useState<Customer | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useSWR(['quotation-create/customers', query], ([, q]) => findOrganizations(q, PAGE), { keepPreviousData: true });
  const saved = useSWR(value && chosen?.id !== value ? ['quotation-create/customer', value] : null, ([, id]) => getOrganization(id));
  const customers = (matches.data?.items ?? []).filter((o) => !o.isPrimary);

  // Asked for the options of the text while rendering: note it, search after.
  const search = useCallback((text: string) => {
    if (text !== asked.current) {
      asked.current = text;
      queueMicrotask(() => setTyped(text));
    }
    return customers;
  }, [customers]);
  const lookup = useCallback(
    (id: string): Customer | undefined => [chosen, saved.data, ...customers].find((c): c is Customer => c?.id === id),
    [chosen, saved.data, customers],
  );

  return (
    <Combobox<Customer>
      label="Request for (customer)" placeholder="Type the customer's name" value={value || null} search={search} lookup={lookup} describe={asItem}
      error={error} required loading={!matches.data && !matches.error}
      noMatchText={matches.error ? 'The organizations could not be loaded' : query !== typed ? 'Searching…' : 'No customer matches'}
      onChange={(id, item) => { setChosen(item ?? null); onChange(id ?? ''); }}
    />
  );
}
