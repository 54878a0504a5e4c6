import type { FieldIssue, OrganizationRef } from '@freightdeck/contracts';
import type { z } from 'zod';
import { errors } from '../../lib/app-error';

/**
 * Who acts on bookings: the signed-in caller's auth context, or whoever the demo seed acts as.
 * The service takes this rather than a request, so the seed calls it without HTTP.
 */
export interface BookingActor {
  userId: string;
  organizations: OrganizationRef[];
  permissions: string[];
  /** Staff acting as this user (recorded in the history). */
  impersonatedById: string | null;
}

export const zodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

/** Parses with a schema, or throws 400 VALIDATION_ERROR naming each field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw errors.validation(zodIssues(parsed.error));
  return parsed.data;
}
