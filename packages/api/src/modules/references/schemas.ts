import { z } from 'zod';
import { REFERENCE_ROW_SCHEMAS } from '@freightdeck/contracts';

/** Reference calls need no credentials; a cached copy is revalidated with its ETag. */
export const ConditionalHeadersSchema = z.object({
  'if-none-match': z.string().optional().describe('ETag of the copy the client holds; an unchanged set answers 304'),
});

export const NotModifiedSchema = z.null().describe('Not modified: the copy with this ETag is current');

export const SET_RESPONSE_SCHEMAS = Object.fromEntries(
  Object.entries(REFERENCE_ROW_SCHEMAS).map(([set, row]) => [set, z.array(row)]),
) as { [S in keyof typeof REFERENCE_ROW_SCHEMAS]: z.ZodArray<(typeof REFERENCE_ROW_SCHEMAS)[S]> };
