import { CONTAINER_TYPE_CODES, CONTAINER_TYPES, type Booking, type Container, type ContainerType, type Piece } from '@freightdeck/contracts';
import { lineAt, lineCount, lineRules, numberRule, parseNumber, requiredRule, type FlatRules, type FlatValues } from './line-values';

/** The cargo lines under the API's paths (`cargo.pieces.0.weightKg`), so its validation details land on the fields. */
export const PIECE_FIELDS = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg', 'description'] as const;
export const CONTAINER_FIELDS = ['type', 'count', 'cargoWeightKg'] as const;
export const PIECES = 'cargo.pieces';
export const CONTAINERS = 'cargo.containers';
export const MAX_PIECES = 99;
export const MAX_CONTAINERS = 50;

/** Sea full container loads are booked by container, everything else by piece (the API's rule). */
export const byContainer = (b: Pick<Booking, 'mode' | 'seaLoad'>) => b.mode === 'SEA' && b.seaLoad === 'FCL';

export const pieceCount = (v: FlatValues) => lineCount(v, PIECES, 'count');
export const containerCount = (v: FlatValues) => lineCount(v, CONTAINERS, 'type');

export const emptyPiece = (): Record<string, string> => ({ count: '1', lengthCm: '', widthCm: '', heightCm: '', weightKg: '', description: '' });
export const emptyContainer = (): Record<string, string> => ({ type: '22G1', count: '1', cargoWeightKg: '' });

export function toCargoLineValues(b: Booking): FlatValues {
  const values: FlatValues = {};
  b.cargo.pieces.forEach((p, i) => PIECE_FIELDS.forEach((f) => { values[`${PIECES}.${i}.${f}`] = String(p[f]); }));
  b.cargo.containers.forEach((c, i) => CONTAINER_FIELDS.forEach((f) => { values[`${CONTAINERS}.${i}.${f}`] = String(c[f]); }));
  return values;
}

/** As typed; a number not (yet) readable counts 0, which the live totals skip and the rules refuse. */
const n = (s: string | undefined) => (Number.isFinite(parseNumber(s)) ? parseNumber(s) : 0);

export const piecesOf = (v: FlatValues): Piece[] => Array.from({ length: pieceCount(v) }, (_, i) => {
  const r = lineAt(v, PIECES, i, PIECE_FIELDS);
  return { count: n(r.count), lengthCm: n(r.lengthCm), widthCm: n(r.widthCm), heightCm: n(r.heightCm), weightKg: n(r.weightKg), description: r.description!.trim() };
});

export const containersOf = (v: FlatValues): Container[] => Array.from({ length: containerCount(v) }, (_, i) => {
  const r = lineAt(v, CONTAINERS, i, CONTAINER_FIELDS);
  return { type: r.type as ContainerType, count: n(r.count), cargoWeightKg: n(r.cargoWeightKg) };
});

/** The limits of PieceSchema / ContainerSchema, said in the editor before the call. */
export function cargoLineRules(): FlatRules {
  return {
    ...lineRules(PIECES, MAX_PIECES, {
      count: () => [numberRule(1, 9999, 'Enter a whole number from 1 to 9,999', true)],
      lengthCm: () => [requiredRule('Enter the length'), numberRule(0.1, 1500, 'Enter a length up to 1,500 cm')],
      widthCm: () => [requiredRule('Enter the width'), numberRule(0.1, 500, 'Enter a width up to 500 cm')],
      heightCm: () => [requiredRule('Enter the height'), numberRule(0.1, 500, 'Enter a height up to 500 cm')],
      weightKg: () => [requiredRule('Enter the weight of one piece'), numberRule(0.001, 50_000, 'Enter a weight up to 50,000 kg')],
    }),
    ...lineRules(CONTAINERS, MAX_CONTAINERS, {
      type: () => [(v) => ((CONTAINER_TYPE_CODES as string[]).includes(v) ? undefined : 'Choose the container type')],
      count: () => [numberRule(1, 999, 'Enter a whole number from 1 to 999', true)],
      cargoWeightKg: (i) => [
        requiredRule('Enter the cargo weight per container'),
        (v, all) => {
          const max = CONTAINER_TYPES[all[`${CONTAINERS}.${i}.type`] as ContainerType]?.maxPayloadKg ?? 40_000;
          return numberRule(0.001, max, `Enter a weight up to the payload of ${max.toLocaleString('en')} kg`)(v, all);
        },
      ],
    }),
  };
}
