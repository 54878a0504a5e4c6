import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './openapi-arbitraries';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  name: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  access: unknown;
}

/** Every operation of the app's own /v1/openapi.json, as the document declares it. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const requestBody = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      operations.push({
        method: method.toUpperCase(), path, name: `${method.toUpperCase()} ${path}`,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: requestBody?.content?.['application/json']?.schema,
        responses: (operation.responses as Operation['responses']) ?? {},
        access: operation['x-access'],
      });
    }
  }
  return operations;
}

/** Whether a declared answer is DCSA's error envelope (`httpMethod`, `requestUri`, `errors`, …). */
function declaresDcsaEnvelope(declared: Operation['responses'][string]): boolean {
  const properties = (declared.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return ['httpMethod', 'requestUri', 'statusCode', 'errorDateTime', 'errors'].every((name) => name in properties);
}

/**
 * Checks an answer against its operation: never 5xx, a declared status, every error
 * `{ code, message, details }`, and a JSON body matching the declared schema. Returns the problem,
 * or null.
 */
export function answerChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (operation: Operation, status: number, contentType: string, body: string): string | null => {
    if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
    const declared = operation.responses[String(status)];
    if (!declared) return `answered undeclared status ${status}: ${body.slice(0, 200)}`;
    const isJson = contentType.startsWith('application/json');
    if (status >= 400) {
      if (!isJson) return `error ${status} is not JSON (${contentType})`;
      const parsed = JSON.parse(body) as Record<string, unknown>;
      // A route that publishes a DCSA standard declares the standard's error envelope instead: its
      // declared schema judges the answer below (docs/adr/017-hardening.md#errors-below-the-routes).
      if (!declaresDcsaEnvelope(declared) && Object.keys(parsed).sort().join() !== 'code,details,message') return `error ${status} is not { code, message, details }: ${body.slice(0, 200)}`;
    }
    const schema = declared.content?.['application/json']?.schema;
    if (!schema || !isJson || body === '') return null;
    const key = `${operation.name} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate(JSON.parse(body)) ? null : `answer ${status} does not match its declared schema: ${ajv.errorsText(validate.errors)}; ${body.slice(0, 200)}`;
  };
}
