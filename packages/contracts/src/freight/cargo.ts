/**
 * Cargo facts (docs/product/freight.md#cargo): cargo types, ISO 6346 container types, the
 * temperature handling codes, document types.
 */
export const CARGO_TYPES = ['PARCEL', 'GENERAL', 'PERISHABLE', 'PHARMACEUTICAL'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

/** Cargo types that travel within a temperature range, which the booking must state. */
export const TEMPERATURE_CONTROLLED_CARGO: readonly CargoType[] = ['PERISHABLE', 'PHARMACEUTICAL'];
export const needsTemperatureRange = (type: CargoType): boolean => TEMPERATURE_CONTROLLED_CARGO.includes(type);

/** Sea freight by the full container (FCL) or by the revenue tonne in a shared one (LCL). */
export const SEA_LOADS = ['FCL', 'LCL'] as const;
export type SeaLoad = (typeof SEA_LOADS)[number];

export interface ContainerTypeInfo {
  code: string;
  name: string;
  /** Twenty-foot equivalent units. */
  teu: number;
  internalVolumeM3: number;
  maxPayloadKg: number;
  reefer: boolean;
}

/**
 * ISO 6346 size-type codes the portal books (docs/product/freight.md#container-types; 45R1 figures
 * are "about").
 */
export const CONTAINER_TYPES = {
  '22G1': { code: '22G1', name: "20' dry", teu: 1, internalVolumeM3: 33.2, maxPayloadKg: 28_180, reefer: false },
  '42G1': { code: '42G1', name: "40' dry", teu: 2, internalVolumeM3: 67.7, maxPayloadKg: 26_730, reefer: false },
  '45G1': { code: '45G1', name: "40' high cube", teu: 2, internalVolumeM3: 76.3, maxPayloadKg: 26_540, reefer: false },
  '22R1': { code: '22R1', name: "20' reefer", teu: 1, internalVolumeM3: 27.0, maxPayloadKg: 27_400, reefer: true },
  '45R1': { code: '45R1', name: "40' high-cube reefer", teu: 2, internalVolumeM3: 67.5, maxPayloadKg: 29_000, reefer: true },
} as const satisfies Record<string, ContainerTypeInfo>;
export type ContainerType = keyof typeof CONTAINER_TYPES;
export const CONTAINER_TYPE_CODES = Object.keys(CONTAINER_TYPES) as ContainerType[];

/**
 * Special handling codes for temperature and pharma (IATA ONE Record code lists;
 * docs/product/freight.md#cargo).
 */
export const HANDLING_CODES = {
  COL: 'Cool, +2 to +8 °C',
  CRT: 'Controlled room temperature, +15 to +25 °C',
  ERT: 'Extended room temperature, +2 to +25 °C',
  FRO: 'Frozen, below −18 °C',
  PIL: 'Pharmaceuticals',
  PER: 'Perishable',
  PEF: 'Flowers',
  PEM: 'Meat',
  PEP: 'Fruit and vegetables',
  PES: 'Fish and seafood',
  ACT: 'Active temperature-controlled container',
  PIP: 'Passive insulated packaging',
  ICE: 'Dry ice',
} as const;
export type HandlingCode = keyof typeof HANDLING_CODES;
export const HANDLING_CODE_LIST = Object.keys(HANDLING_CODES) as HandlingCode[];

export const DOCUMENT_TYPES = {
  AIR_WAYBILL: 'Air waybill',
  BILL_OF_LADING: 'Bill of lading',
  INVOICE: 'Commercial invoice',
  PACKING_LIST: 'Packing list',
  MSDS: 'Material safety data sheet',
  CERTIFICATE: 'Certificate',
  OTHER: 'Other',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_LIST = Object.keys(DOCUMENT_TYPES) as DocumentType[];
