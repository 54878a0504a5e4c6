import { z } from 'zod';
import { TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER } from '@freightdeck/contracts';

/** Login's optional two-factor headers; other headers pass through untouched. */
export const LoginHeadersSchema = z.looseObject({
  [TWO_FA_TOKEN_HEADER]: z.string().max(256).optional(),
  [TWO_FA_CODE_HEADER]: z.string().max(16).optional(),
});

