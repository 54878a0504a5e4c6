/**
 * Request headers (docs/product/api.md#headers), lower-case as Node reports them (HTTP header names
 * are case-insensitive). A module without zod, so the browser can import it on first load.
 */
export const TWO_FA_TOKEN_HEADER = 'x-2fa-token';
export const TWO_FA_CODE_HEADER = 'x-2fa-code';
export const PUBLIC_KEY_HEADER = 'x-public-key';
export const TIME_ZONE_HEADER = 'x-timezone';
