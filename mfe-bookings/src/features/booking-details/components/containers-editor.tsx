import { CONTAINER_TYPE_CODES, CONTAINER_TYPES } from '@freightdeck/contracts';
import { Button, Select, TextField, type FormApi } from '@freightdeck/ui';
import { CONTAINER_FIELDS, CONTAINERS, containerCount, emptyContainer, MAX_CONTAINERS } from './cargo-values';
import { Row } from './details.styles';
import { addLine, removeLine, type FlatValues } from './line-values';

const TYPE_OPTIONS = CONTAINER_TYPE_CODES.map((code) => ({ value: code, label: `${code} ${CONTAINER_TYPES[code].name}` }));

/** Containers (sea FCL): type, how many, and the cargo weight in each. */
export function ContainersEditor({ form }: { form: FormApi<FlatValues> }) {
  const count = containerCount(form.values);
  const key = (i: number, f: string) => `${CONTAINERS}.${i}.${f}`;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Row key={i} role="group" aria-label={`Container line ${i + 1}`}>
          <Select label="Container type" options={TYPE_OPTIONS} {...form.field(key(i, 'type'))} />
          <TextField label="Count" inputMode="numeric" required {...form.field(key(i, 'count'))} />
          <TextField label="Cargo weight each (kg)" inputMode="decimal" required {...form.field(key(i, 'cargoWeightKg'))} />
          <Button variant="secondary" disabled={count === 1} onClick={() => removeLine(form, CONTAINERS, 'type', i, CONTAINER_FIELDS)}>Remove container line {i + 1}</Button>
        </Row>
      ))}
      {count < MAX_CONTAINERS && <Button variant="secondary" onClick={() => addLine(form, CONTAINERS, 'type', emptyContainer())}>Add containers</Button>}
    </>
  );
}
