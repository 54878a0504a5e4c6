import { CONTAINER_TYPE_CODES, CONTAINER_TYPES } from '@freightdeck/contracts';
import { Button, Select, TextField } from '@freightdeck/ui';
import { Fields, Group, LineFooter, ListError } from '../create.styles';
import { emptyContainer, type ContainerRow } from '../form-values';
import { setField, type StepProps } from './step-props';

const TYPE_OPTIONS = CONTAINER_TYPE_CODES.map((code) => ({ value: code, label: `${code} – ${CONTAINER_TYPES[code].name}` }));

/** Lines of containers (sea FCL) by ISO 6346 size-type code. */
export function ContainerLines({ form }: StepProps) {
  const { values, errors } = form;
  const lines = values['cargo.containers'];
  const update = (index: number, key: keyof ContainerRow, text: string) => {
    const next = lines.map((c, i) => (i === index ? { ...c, [key]: text } : c));
    setField(form, 'cargo.containers', next, [`cargo.containers.${index}.${key}`, `cargo.containers.${index}`]);
  };
  const remove = (index: number) => setField(form, 'cargo.containers', lines.filter((_, i) => i !== index), Object.keys(errors).filter((p) => p.startsWith('cargo.containers.')));
  return (
    <>
      {errors['cargo.containers'] && <ListError role="alert">Containers: {errors['cargo.containers']}</ListError>}
      {lines.map((c, i) => (
        <Group key={c.key} aria-label={`Container line ${i + 1}`}>
          <Fields>
            <Select label="Container type" placeholder="Choose a type" required options={TYPE_OPTIONS} value={c.type} error={errors[`cargo.containers.${i}.type`]} onChange={(e) => update(i, 'type', e.target.value)} />
            <TextField label="Containers" inputMode="numeric" required value={c.count} error={errors[`cargo.containers.${i}.count`]} onChange={(e) => update(i, 'count', e.target.value)} />
            <TextField label="Cargo weight per container (kg)" inputMode="decimal" required value={c.cargoWeightKg} error={errors[`cargo.containers.${i}.cargoWeightKg`]} onChange={(e) => update(i, 'cargoWeightKg', e.target.value)} />
          </Fields>
          {lines.length > 1 && <LineFooter><span /><Button variant="secondary" onClick={() => remove(i)}>Remove container line {i + 1}</Button></LineFooter>}
        </Group>
      ))}
      <div>
        <Button variant="secondary" onClick={() => setField(form, 'cargo.containers', [...lines, emptyContainer()], ['cargo.containers'])}>Add a container line</Button>
      </div>
    </>
  );
}
