import { Button, TextField, type FormApi } from '@freightdeck/ui';
import { emptyPiece, MAX_PIECES, PIECE_FIELDS, PIECES, pieceCount } from './cargo-values';
import { Row } from './details.styles';
import { addLine, removeLine, type FlatValues } from './line-values';

/** Pieces (air, sea LCL): count, L × W × H in cm and the weight of one piece. */
export function PiecesEditor({ form }: { form: FormApi<FlatValues> }) {
  const count = pieceCount(form.values);
  const key = (i: number, f: string) => `${PIECES}.${i}.${f}`;
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Row key={i} role="group" aria-label={`Piece line ${i + 1}`}>
          <TextField label="Count" inputMode="numeric" required {...form.field(key(i, 'count'))} />
          <TextField label="Length (cm)" inputMode="decimal" required {...form.field(key(i, 'lengthCm'))} />
          <TextField label="Width (cm)" inputMode="decimal" required {...form.field(key(i, 'widthCm'))} />
          <TextField label="Height (cm)" inputMode="decimal" required {...form.field(key(i, 'heightCm'))} />
          <TextField label="Weight each (kg)" inputMode="decimal" required {...form.field(key(i, 'weightKg'))} />
          <TextField label="Description" maxLength={200} {...form.field(key(i, 'description'))} />
          {/* The API wants at least one piece: the last one cannot go. */}
          <Button variant="secondary" disabled={count === 1} onClick={() => removeLine(form, PIECES, 'count', i, PIECE_FIELDS)}>Remove piece line {i + 1}</Button>
        </Row>
      ))}
      {count < MAX_PIECES && <Button variant="secondary" onClick={() => addLine(form, PIECES, 'count', emptyPiece())}>Add pieces</Button>}
    </>
  );
}
