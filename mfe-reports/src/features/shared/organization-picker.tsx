import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { Organization } from '@freightdeck/contracts';
import { Combobox, useTypedQuery, type ComboboxItem } from '@freightdeck/ui';
import { getOrganization, searchOrganizations } from './api';

type Item = Pick<Organization, 'id' | 'name' | 'country' | 'isPrimary'>;
const describe = (o: Item): ComboboxItem => ({ key: o.id, code: o.country ?? '—', name: o.name });
const LIMIT = 20;

/**
 * The staff's organization filter: a combobox that searches every customer organization on the
 * server as the user types (`GET /v1/organizations?q=`, 20 at a time, 250 ms after the last key),
 * not a list of the first hundred. The selected organization is read by its id, so a link with
 * `organizationId` shows its name.
 */
export function OrganizationPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { query, settled, ask } = useTypedQuery();
  const [picked, setPicked] = useState<Item | null>(null);
  const found = useSWR(['organizations', 'report-filter', query], ([, , q]) => searchOrganizations(q, LIMIT), { keepPreviousData: true });
  const selected = useSWR(value && picked?.id !== value ? ['organization', value] : null, ([, id]) => getOrganization(id));
  const items = (found.data?.items ?? []).filter((o) => !o.isPrimary);

  const search = useCallback((text: string) => {
    ask(text);
    return items;
  }, [ask, items]);
  const lookup = useCallback((id: string): Item | undefined => (picked?.id === id ? picked : selected.data?.id === id ? selected.data : items.find((o) => o.id === id)), [picked, selected.data, items]);

  return (
    <Combobox<Item>
      label="Organization" placeholder="All — type a name" value={value} search={search} lookup={lookup} describe={describe}
      loading={!found.data && !found.error} noMatchText={found.error ? 'The organizations could not be loaded' : settled ? 'No organization matches' : 'Searching…'}
      onChange={(id, item) => { setPicked(item ?? null); onChange(id); }}
    />
  );
}
