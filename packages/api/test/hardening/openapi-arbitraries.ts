import fc from 'fast-check';

/** A JSON Schema node as the OpenAPI document writes it (zod's 2020-12 output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** One megabyte and a bit: over every JSON body limit. */
const ONE_MB = 'x'.repeat(1024 * 1024 + 1);
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : [deep(depth - 1)]);
const DEEP = deep(2000);

/** Values an attacker sends instead of what the schema asks for. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\u202Eexe.pdf', '../../../etc/passwd', '..\\..\\windows\\win.ini', "' OR 1=1 --", '<script>alert(1)</script>', '%00', '${jndi:ldap://x}', ' ', ''),
  fc.constantFrom(1e308, -1e308, 2 ** 64, -0, 0.1, Number.MAX_SAFE_INTEGER + 2, -1, 0),
  fc.constantFrom(true, false, null, [], {}, { $ne: null }, { __proto__: { admin: true } }, [null]),
  fc.constant(ONE_MB),
  fc.constant(DEEP),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.anything({ maxDepth: 3 }),
);

function patternArb(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString().slice(0, 10));
  const patterned = schema.pattern ? patternArb(schema.pattern) : null;
  if (patterned) return schema.maxLength ? patterned.filter((s) => s.length <= schema.maxLength! && s.length >= (schema.minLength ?? 0)) : patterned;
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values for a JSON Schema: mostly what the schema accepts, and at every node,
 * now and then, a hostile value instead (`hostileWeight` of 10), so one request carries one
 * wrong value among right ones and reaches deep into the route.
 */
export function schemaArbitrary(schema: JsonSchema | undefined, hostileWeight = 1, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema ?? {}, hostileWeight, depth);
  if (hostileWeight === 0) return valid;
  return fc.oneof({ arbitrary: valid, weight: 10 - hostileWeight }, { arbitrary: hostileValue, weight: hostileWeight });
}

function validArbitrary(schema: JsonSchema, hostileWeight: number, depth: number): fc.Arbitrary<unknown> {
  const child = (s: JsonSchema | undefined) => schemaArbitrary(s, hostileWeight, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArbitrary(s, hostileWeight, depth + 1)));
  if (schema.allOf?.length) return validArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, hostileWeight, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(child(schema.items), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? fc.dictionary(fc.string({ maxLength: 8 }), child({}), { maxKeys: 3 }) : fc.jsonValue({ maxDepth: 2 });
      const record = Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, child(s)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Path segments an attacker tries instead of an id: raw, already percent-encoded. */
export const HOSTILE_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '..', '%2e%2e', 'x'.repeat(3000), '-1', '0', '99999999999999999999', 'null', '%E2%80%AE', "'%20OR%201=1", 'FDA-999999', '00000000-0000-0000-0000-000000000000'];
/** Query values an attacker tries: raw, already percent-encoded. */
export const HOSTILE_QUERY_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%', '%zz', 'x'.repeat(5000), '-1', '1e308', 'NaN', 'Infinity', '[]', '{}', '..%2F..%2F', '%E2%80%AE'];

/** A value of a query or path parameter as text, percent-encoded (lone surrogates made well-formed). */
export function encodeParameter(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? 'null';
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
