import { z } from 'zod';
import { CARGO_TYPES, CONTAINER_TYPE_CODES, CONTAINER_TYPES, HANDLING_CODE_LIST, needsTemperatureRange, SEA_LOADS, type ContainerType } from '../freight/cargo';
import { CHARGE_BASES } from '../freight/charges';
import { EmailSchema } from './common';

/**
 * The parts of a booking (docs/product/freight.md#bookings) as the API accepts them. Field limits
 * are ours: wide enough for real cargo (a 40' container is 1,200 cm long; an air main-deck pallet
 * 318 cm), narrow enough to catch a typo of a few orders of magnitude.
 */
const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max);

export const CountryCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code');
/** IATA airport code (AIR) or UN/LOCODE (SEA); which one the mode decides. */
export const LocationCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$|^[A-Z]{2}[A-Z2-9]{3}$/, 'must be an IATA airport code or a UN/LOCODE');
export const AIRPORT_CODE = /^[A-Z]{3}$/;
export const SEAPORT_CODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** A calendar day, `YYYY-MM-DD`, that exists (not 2026-02-30, not month 13). */
export const DateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)').refine((s) => {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
}, 'is not a real date');
/**
 * An instant with its offset, e.g. `2026-11-22T14:05:00+08:00`, in the years 1 to 9999 once in UTC:
 * PostgreSQL has no year 0 (`0000-01-01T00:00:00Z`, or `0001-01-01T00:00:00+01:00`, was a 500).
 */
export const InstantSchema = z.string().datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).refine((s) => {
  const year = new Date(s).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'must be a date and time between the years 1 and 9999');

export const PhoneSchema = z.object({
  /** The country whose calling code prefixes the number (the calling-code picker). */
  country: CountryCodeSchema,
  number: z.string().trim().regex(/^[0-9][0-9 ()-]{3,19}$/, 'must be a phone number without the calling code'),
});
export type Phone = z.infer<typeof PhoneSchema>;

export const PartySchema = z.object({
  company: requiredText(200),
  contactName: text(200).default(''),
  email: z.union([EmailSchema, z.literal('')]).default(''),
  phone: PhoneSchema.nullable().default(null),
  address: requiredText(500),
  postalCode: text(20).default(''),
  city: requiredText(100),
  country: CountryCodeSchema,
});
export type Party = z.output<typeof PartySchema>;
export type PartyInput = z.input<typeof PartySchema>;

export const LegSchema = z.object({
  /** Airline IATA code (AIR) or ocean carrier SCAC (SEA), from the carriers reference set. */
  carrier: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,4}$/, 'must be a carrier code'),
  /** Flight number (SQ326) or voyage (412W). */
  transportId: requiredText(20),
  vesselName: text(100).default(''),
  from: LocationCodeSchema,
  to: LocationCodeSchema,
  departureAt: InstantSchema.nullable().default(null),
  arrivalAt: InstantSchema.nullable().default(null),
});
export type Leg = z.output<typeof LegSchema>;
export type LegInput = z.input<typeof LegSchema>;

export const PieceSchema = z.object({
  count: z.number().int().min(1).max(9999),
  lengthCm: z.number().positive().max(1500),
  widthCm: z.number().positive().max(500),
  heightCm: z.number().positive().max(500),
  /** Weight of one piece. */
  weightKg: z.number().positive().max(50_000),
  description: text(200).default(''),
});
export type Piece = z.output<typeof PieceSchema>;

export const ContainerSchema = z.object({
  // A plain enum, no transform: response schemas are encoded (fastify-type-provider-zod), and a transform cannot be.
  type: z.enum(CONTAINER_TYPE_CODES as [ContainerType, ...ContainerType[]]),
  count: z.number().int().min(1).max(999),
  /** Gross cargo weight in one container. */
  cargoWeightKg: z.number().positive().max(40_000),
}).superRefine((c, ctx) => {
  const max = CONTAINER_TYPES[c.type].maxPayloadKg;
  if (c.cargoWeightKg > max) ctx.addIssue({ code: 'custom', path: ['cargoWeightKg'], message: `exceeds the ${c.type} payload of ${max.toLocaleString('en')} kg` });
});
export type Container = z.output<typeof ContainerSchema>;

export const TemperatureRangeSchema = z.object({
  minC: z.number().min(-80).max(60),
  maxC: z.number().min(-80).max(60),
}).refine((t) => t.minC <= t.maxC, { path: ['maxC'], message: 'must not be below the minimum' });
export type TemperatureRange = z.infer<typeof TemperatureRangeSchema>;

export const DangerousGoodsSchema = z.object({
  unNumber: z.string().trim().toUpperCase().regex(/^UN\d{4}$/, 'must be UN followed by four digits'),
  /** Hazard class or division, 1 to 9 (e.g. 3, 2.1). */
  hazardClass: z.string().trim().regex(/^[1-9](\.[1-6])?$/, 'must be a hazard class such as 3 or 2.1'),
});
export type DangerousGoods = z.infer<typeof DangerousGoodsSchema>;

export const CargoSchema = z.object({
  type: z.enum(CARGO_TYPES),
  commodity: requiredText(200),
  hsCode: z.string().trim().regex(/^\d{4,10}$/, 'must be 4 to 10 digits').nullable().default(null),
  dangerousGoods: DangerousGoodsSchema.nullable().default(null),
  temperature: TemperatureRangeSchema.nullable().default(null),
  handlingCodes: z.array(z.enum(HANDLING_CODE_LIST as [string, ...string[]])).max(9).default([]),
  pieces: z.array(PieceSchema).max(99).default([]),
  containers: z.array(ContainerSchema).max(50).default([]),
}).superRefine((c, ctx) => {
  if (needsTemperatureRange(c.type) && !c.temperature) ctx.addIssue({ code: 'custom', path: ['temperature'], message: `is required for ${c.type.toLowerCase()} cargo` });
});
export type Cargo = z.output<typeof CargoSchema>;
export type CargoInput = z.input<typeof CargoSchema>;

export const ChargeLineSchema = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z]{2,4}$/, 'must be a charge code'),
  description: requiredText(200),
  basis: z.enum(CHARGE_BASES),
  quantity: z.number().min(0).max(10_000_000),
  rate: z.number().min(0).max(10_000_000),
  /** Computed by the server from basis, quantity and rate; ignored on input. */
  amount: z.number().optional(),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code'),
});
export type ChargeLineInput = z.input<typeof ChargeLineSchema>;

export const SeaLoadSchema = z.enum(SEA_LOADS);
