import {
  TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER,
  type SecurityPatchBody, type SecurityPatchResponse, type SecuritySettings, type TotpEnrolment,
} from '@freightdeck/contracts';
import { apiClient } from './api-client';
import type { TwoFaAnswer } from './auth-actions';

export const SECURITY_PATH = '/auth/security';

/** `GET /v1/auth/security`: the signed-in user's security settings. */
export function getSecuritySettings(): Promise<SecuritySettings> {
  return apiClient.get<SecuritySettings>(SECURITY_PATH);
}

/**
 * `PATCH /v1/auth/security`. With two-factor on, the first answer is the challenge
 * (`settings: null`); call again with the same body and `twoFa` (as login does).
 */
export function updateSecuritySettings(body: SecurityPatchBody, twoFa?: TwoFaAnswer): Promise<SecurityPatchResponse> {
  const headers: Record<string, string> = {};
  if (twoFa) {
    headers[TWO_FA_TOKEN_HEADER] = twoFa.token;
    headers[TWO_FA_CODE_HEADER] = twoFa.code;
  }
  return apiClient.patch<SecurityPatchResponse>(SECURITY_PATH, body, { headers });
}

/** `POST /v1/auth/security/totp`: a pending authenticator-app secret and its QR code. */
export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return apiClient.post<TotpEnrolment>(`${SECURITY_PATH}/totp`);
}
