import { Button, TextField } from '@freightdeck/ui';
import { formatChargeable, formatVolume } from '../../shared';
import { Fields, Group, LineFooter, ListError } from '../create.styles';
import { lineTotals } from '../estimate';
import { emptyPiece, type PieceRow } from '../form-values';
import { setField, type StepProps } from './step-props';

const PIECE_FIELDS: { key: keyof Omit<PieceRow, 'key'>; label: string }[] = [
  { key: 'count', label: 'Pieces' },
  { key: 'lengthCm', label: 'Length (cm)' },
  { key: 'widthCm', label: 'Width (cm)' },
  { key: 'heightCm', label: 'Height (cm)' },
  { key: 'weightKg', label: 'Weight per piece (kg)' },
];

/** Lines of pieces (air, LCL), each with its live volume and chargeable quantity. */
export function PiecesLines({ form }: StepProps) {
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
        const totals = lineTotals(values.mode, piece);
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
