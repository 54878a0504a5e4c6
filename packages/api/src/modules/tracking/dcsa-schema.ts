import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { WORKSPACE_ROOT } from '../../lib/workspace-root';

/**
 * DCSA Track and Trace 2.2 as published (packages/api/standards/dcsa/TNT_v2.2.0-resolved.yaml,
 * never edited): the `GET /v2/events` answer's item schema and the error schema, compiled once
 * with Ajv. Ingestion checks every SEA event's structure with it; the tests check every answer
 * of our DCSA feed with it (docs/adr/015).
 */
export const TNT_SCHEMA_FILE = path.join(WORKSPACE_ROOT, 'packages/api/standards/dcsa/TNT_v2.2.0-resolved.yaml');

interface TntValidators { events: ValidateFunction; error: ValidateFunction; byType: Record<string, ValidateFunction> }
let compiled: TntValidators | undefined;

export function tntValidators(): TntValidators {
  if (compiled) return compiled;
  const document = parse(readFileSync(TNT_SCHEMA_FILE, 'utf8')) as { components: { schemas: Record<string, unknown> }; paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: { items?: unknown } }> }> } }> };
  // OpenAPI 3.0 schema objects: `example` and `nullable` are annotations for Ajv (strict off for them).
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  // The error schema writes its date format `$date-time` (a typo in the published file): read as date-time.
  ajv.addFormat('$date-time', { validate: (value: string) => !Number.isNaN(Date.parse(value)) });
  ajv.addSchema({ $id: 'tnt', components: document.components });
  const responses = document.paths['/v2/events']!.get.responses;
  const schemaOf = (status: string) => responses[status]!.content['application/json']!.schema;
  const answer = schemaOf('200');
  const rewrite = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"tnt#/components/'));
  compiled = {
    events: ajv.compile(rewrite(answer) as object),
    byType: {
      TRANSPORT: ajv.compile({ $ref: 'tnt#/components/schemas/transportEvent' }),
      SHIPMENT: ajv.compile({ $ref: 'tnt#/components/schemas/shipmentEvent' }),
      EQUIPMENT: ajv.compile({ $ref: 'tnt#/components/schemas/equipmentEvent' }),
    },
    error: ajv.compile(rewrite(schemaOf('default')) as object),
  };
  return compiled;
}

/** Ajv's errors as short sentences: `/transportCall/vessel/vesselIMONumber must match pattern "^\d{7}$"`. */
export function schemaReasons(errors: ErrorObject[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'allOf') continue;
    const where = e.instancePath || '(event)';
    const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : '';
    seen.add(`${where} ${e.message ?? 'is not valid'}${extra}`);
  }
  return [...seen].slice(0, 10);
}

/** The schema of one event type (TRANSPORT, SHIPMENT, EQUIPMENT), or null for another value. */
export function tntEventValidator(eventType: unknown): ValidateFunction | null {
  return typeof eventType === 'string' ? (tntValidators().byType[eventType] ?? null) : null;
}
