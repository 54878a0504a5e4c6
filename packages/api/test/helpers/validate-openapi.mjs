// Validates an OpenAPI document read from stdin; prints { valid, version, errors } as JSON.
// A child process because the validator is ESM-only and reads its schemas via import.meta.
import { Validator } from '@seriousme/openapi-schema-validator';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }));
