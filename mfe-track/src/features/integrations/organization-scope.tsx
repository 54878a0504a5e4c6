import { useCallback, useMemo, useState } from 'react';
import type { OrganizationListItem } from '@freightdeck/contracts';
import { Button, Combobox, type ComboboxItem } from '@freightdeck/ui';
import styled from 'styled-components';

const describe = (o: OrganizationListItem): ComboboxItem => ({ key: o.id, code: o.country ?? '—', name: o.name, detail: `${o.userCount} user${o.userCount === 1 ? '' : 's'}` });
const MAX_MATCHES = 12;

const Chosen = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(1, 0, 2)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface OrganizationScopeProps {
  organizations: readonly OrganizationListItem[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The organizations an integration may report for: a searchable picker (by name or country)
 * that adds one at a time, and the chosen ones, each removable.
 */
export function OrganizationScope({ organizations, loading, value, onChange }: OrganizationScopeProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const customers = useMemo(() => organizations.filter((o) => !o.isPrimary), [organizations]);
  const byId = useMemo(() => new Map(customers.map((o) => [o.id, o])), [customers]);
  const search = useCallback((query: string) => {
    const q = query.trim().toLowerCase();
    return customers.filter((o) => !value.includes(o.id) && (!q || o.name.toLowerCase().includes(q) || (o.country ?? '').toLowerCase() === q)).slice(0, MAX_MATCHES);
  }, [customers, value]);
  const lookup = useCallback((id: string) => byId.get(id), [byId]);

  return (
    <div>
      <Combobox<OrganizationListItem>
        label="Organizations it reports for (optional)"
        placeholder="Type a name or a country code"
        value={picked}
        loading={loading}
        search={search}
        lookup={lookup}
        describe={describe}
        noMatchText="No organization matches"
        onChange={(id) => {
          if (id && !value.includes(id)) onChange([...value, id]);
          setPicked(null);
        }}
      />
      {value.length > 0 && (
        <Chosen aria-label="Chosen organizations">
          {value.map((id) => (
            <Chip key={id}>
              {byId.get(id)?.name ?? id}
              <Button variant="secondary" onClick={() => onChange(value.filter((v) => v !== id))}>Remove {byId.get(id)?.name ?? 'organization'}</Button>
            </Chip>
          ))}
        </Chosen>
      )}
    </div>
  );
}
