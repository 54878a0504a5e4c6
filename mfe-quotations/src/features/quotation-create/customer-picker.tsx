import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { Organization } from '@freightdeck/contracts';
import { Combobox, useTypedQuery, type ComboboxItem } from '@freightdeck/ui';
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
  const { query, settled, ask } = useTypedQuery();
  const [chosen, setChosen] = useState<Customer | null>(null);
  const matches = useSWR(['quotation-create/customers', query], ([, q]) => findOrganizations(q, PAGE), { keepPreviousData: true });
  const saved = useSWR(value && chosen?.id !== value ? ['quotation-create/customer', value] : null, ([, id]) => getOrganization(id));
  const customers = (matches.data?.items ?? []).filter((o) => !o.isPrimary);
  const known = [chosen, saved.data, ...customers];
  const search = useCallback((text: string) => {
    ask(text);
    return customers;
  }, [ask, customers]);

  let noMatchText = 'No customer matches';
  if (matches.error) noMatchText = 'The organizations could not be loaded';
  else if (!settled) noMatchText = 'Searching…';
  return (
    <Combobox<Customer>
      label="Request for (customer)" placeholder="Type the customer's name" value={value || null} describe={asItem} error={error} required
      search={search}
      lookup={(id) => known.find((c): c is Customer => c?.id === id)}
      loading={!matches.data && !matches.error} noMatchText={noMatchText}
      onChange={(id, item) => { setChosen(item ?? null); onChange(id ?? ''); }}
    />
  );
}
