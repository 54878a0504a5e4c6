import type { FieldIssue } from '@freightdeck/contracts';
import type { z } from 'zod';
import { errors } from './app-error';

/** A zod error as the `{ path, message }` list of a 400 VALIDATION_ERROR (`legs.0.from`). */
export const zodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** Parses with a schema, or throws 400 VALIDATION_ERROR naming each field (services validate their own input). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw errors.validation(zodIssues(parsed.error));
  return parsed.data;
}
