import styled from 'styled-components';
import { Select } from '@freightdeck/ui';

const Narrow = styled.div`
  max-width: 240px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export interface StatusSelectProps<S extends string> {
  label: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  value: S | null;
  onChange: (status: S | null) => void;
}

/** One status or all ("All statuses" is no filter). */
export function StatusSelect<S extends string>({ label, statuses, labels, value, onChange }: StatusSelectProps<S>) {
  return (
    <Narrow>
      <Select
        label={label} placeholder="All statuses" value={value ?? ''}
        options={statuses.map((s) => ({ value: s, label: labels[s] }))}
        onChange={(e) => onChange(e.target.value ? (e.target.value as S) : null)}
      />
    </Narrow>
  );
}
