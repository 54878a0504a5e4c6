import { CONTAINER_TYPE_CODES, CONTAINER_TYPES } from '@freightdeck/contracts';
import { Button } from '../button';
import { Select } from '../select';
import { TextField } from '../text-field';
import { formatChargeable, formatVolume } from '../format';
import { setField, type ShipmentForm } from './set-field';
import { Fields, Group, LineFooter, ListError } from './shipment-form.styles';
import { emptyContainer, emptyPiece, pieceLineTotals, type ContainerRow, type PieceRow } from './shipment-values';

const PIECE_FIELDS: { key: keyof Omit<PieceRow, 'key'>; label: string }[] = [
  { key: 'count', label: 'Pieces' },
  { key: 'lengthCm', label: 'Length (cm)' },
  { key: 'widthCm', label: 'Width (cm)' },
  { key: 'heightCm', label: 'Height (cm)' },
  { key: 'weightKg', label: 'Weight per piece (kg)' },
];

/** Lines of pieces (air, LCL), each with its live volume and chargeable quantity. */
export function PiecesLines({ form }: { form: ShipmentForm }) {
  const { values, errors } = form;
  const lines = values['cargo.pieces'];
  const update = (index: number, key: keyof PieceRow, text: string) => {
    const next = lines.map((p, i) => (i === index ? { ...p, [key]: text } : p));
    setField(form, 'cargo.pieces', next, [`cargo.pieces.${index}.${key}`, `cargo.pieces.${index}`]);
  };
  const remove = (index: number) => setField(form, 'cargo.pieces', lines.filter((_, i) => i !== index), Object.keys(errors).filter((p) => p.startsWith('cargo.pieces.')));
  return (
    <>
      {errors['cargo.pieces'] && <ListError role="alert">Pieces: {errors['cargo.pieces']}</ListError>}
      {lines.map((piece, i) => {
        const totals = pieceLineTotals(values.mode, piece);
        return (
          <Group key={piece.key} aria-label={`Line ${i + 1}`}>
            <Fields>
              {PIECE_FIELDS.map((f) => (
                <TextField
                  key={f.key} label={f.label} inputMode="decimal" required value={piece[f.key]}
                  error={errors[`cargo.pieces.${i}.${f.key}`]} onChange={(e) => update(i, f.key, e.target.value)}
                />
              ))}
            </Fields>
            <LineFooter>
              <output aria-label={`Line ${i + 1} volume and chargeable`}>
                {formatVolume(totals.volumeM3)} · chargeable {formatChargeable(totals.chargeable)}
              </output>
              {lines.length > 1 && <Button variant="secondary" onClick={() => remove(i)}>Remove line {i + 1}</Button>}
            </LineFooter>
          </Group>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => setField(form, 'cargo.pieces', [...lines, emptyPiece()], ['cargo.pieces'])}>Add a line of pieces</Button>
      </div>
    </>
  );
}

const TYPE_OPTIONS = CONTAINER_TYPE_CODES.map((code) => ({ value: code, label: `${code} – ${CONTAINER_TYPES[code].name}` }));

/** Lines of containers (sea FCL) by ISO 6346 size-type code. */
export function ContainerLines({ form }: { form: ShipmentForm }) {
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
