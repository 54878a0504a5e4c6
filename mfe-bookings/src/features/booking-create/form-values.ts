import type { CargoType, ContainerType, HandlingCode, SchedulePrefill } from '@freightdeck/contracts';

/** One line of pieces as typed (text until it is sent): `key` keeps React rows stable. */
export interface PieceRow {
  key: string;
  count: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
}

export interface ContainerRow {
  key: string;
  type: ContainerType | '';
  count: string;
  cargoWeightKg: string;
}

export const PARTY_ROLES = ['shipper', 'consignee', 'notifyParty'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_FIELDS = ['company', 'contactName', 'email', 'phone.country', 'phone.number', 'address', 'postalCode', 'city', 'country'] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];

type PartyValues = { [K in `${PartyRole}.${PartyField}`]: string };

/**
 * The create form's state, flat: each key is the API path of its field (`cargo.commodity`,
 * `shipper.phone.number`), so a VALIDATION_ERROR detail of the API or of the contracts' zod
 * schemas names the field it belongs to. Lines of pieces and containers are arrays; their
 * errors use the same paths (`cargo.pieces.0.weightKg`). The state is also a draft's data.
 */
export type BookingFormFields = PartyValues & {
  mode: 'AIR' | 'SEA' | '';
  /** Whose booking it is, when the user books for more than one customer organization ('' = the server's default). */
  organizationId: string;
  seaLoad: 'FCL' | 'LCL' | '';
  origin: string;
  destination: string;
  cargoReadyDate: string;
  customerReference: string;
  'cargo.type': CargoType | '';
  'cargo.commodity': string;
  'cargo.hsCode': string;
  'cargo.dangerousGoods.unNumber': string;
  'cargo.dangerousGoods.hazardClass': string;
  'cargo.temperature.minC': string;
  'cargo.temperature.maxC': string;
  'cargo.handlingCodes': HandlingCode[];
  'cargo.pieces': PieceRow[];
  'cargo.containers': ContainerRow[];
  /** The optional notify party is filled in. */
  hasNotifyParty: boolean;
  /** The legs of a schedule option the form was opened with (docs/product/schedules.md#book-and-quote); sent while the route still matches. */
  legs: ScheduleLegRow[];
  scheduleOptionId: string;
};

export interface ScheduleLegRow {
  carrier: string;
  transportId: string;
  vesselName: string;
  from: string;
  to: string;
  departureAt: string;
  arrivalAt: string;
}

/** The fields plus any error path (`cargo.pieces.0.count`) for the form kit's error map. */
export type BookingFormValues = BookingFormFields & Record<string, unknown>;

let rowSeq = 0;
const rowKey = () => `row-${Date.now().toString(36)}-${(rowSeq += 1)}`;

export const emptyPiece = (): PieceRow => ({ key: rowKey(), count: '1', lengthCm: '', widthCm: '', heightCm: '', weightKg: '' });
export const emptyContainer = (): ContainerRow => ({ key: rowKey(), type: '', count: '1', cargoWeightKg: '' });

function emptyParties(): PartyValues {
  const entries = PARTY_ROLES.flatMap((role) => PARTY_FIELDS.map((f) => [`${role}.${f}`, ''] as const));
  return Object.fromEntries(entries) as PartyValues;
}

export function emptyFormValues(): BookingFormValues {
  return {
    mode: '', organizationId: '', seaLoad: '', origin: '', destination: '', cargoReadyDate: '', customerReference: '',
    'cargo.type': '', 'cargo.commodity': '', 'cargo.hsCode': '',
    'cargo.dangerousGoods.unNumber': '', 'cargo.dangerousGoods.hazardClass': '',
    'cargo.temperature.minC': '', 'cargo.temperature.maxC': '',
    'cargo.handlingCodes': [], 'cargo.pieces': [emptyPiece()], 'cargo.containers': [emptyContainer()],
    hasNotifyParty: false, legs: [], scheduleOptionId: '',
    ...emptyParties(),
  };
}

/** A draft's saved state over the empty form: fields added since the draft was saved start empty. */
export function valuesFromDraft(data: Record<string, unknown>): BookingFormValues {
  const saved = (data.values && typeof data.values === 'object' ? data.values : {}) as Partial<BookingFormFields>;
  const base = emptyFormValues();
  const known = Object.fromEntries(Object.entries(saved).filter(([k, v]) => k in base && typeof v === typeof base[k as keyof BookingFormFields]));
  const merged = { ...base, ...known } as BookingFormValues;
  if (merged['cargo.pieces'].length === 0) merged['cargo.pieces'] = [emptyPiece()];
  if (merged['cargo.containers'].length === 0) merged['cargo.containers'] = [emptyContainer()];
  return merged;
}

/** The form opened from a schedule option: mode, route, cargo-ready date and the option's legs. */
export function valuesFromSchedule(prefill: SchedulePrefill): BookingFormValues {
  return {
    ...emptyFormValues(),
    mode: prefill.mode, origin: prefill.origin, destination: prefill.destination, cargoReadyDate: prefill.cargoReadyDate,
    legs: prefill.legs, scheduleOptionId: prefill.scheduleOptionId,
  };
}

/** Pieces travel for air and LCL; full container loads go by container (ISO 6346 type). */
export const byContainer = (v: Pick<BookingFormFields, 'mode' | 'seaLoad'>) => v.mode === 'SEA' && v.seaLoad === 'FCL';
