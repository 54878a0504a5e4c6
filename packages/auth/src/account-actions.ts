import { storageKeys, type ActivateBody, type Invitation } from '@freightdeck/contracts';
import { apiClient } from './api-client';

/**
 * The self-service account flows, all without credentials
 * (docs/product/sessions.md#passwords-and-account-links, docs/product/api.md#calls). The links in
 * the e-mails carry the token: `/reset-password?token=…`, `/activate?token=…`.
 */

/** `POST /v1/auth/password/forgot`: answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiClient.post<void>('/auth/password/forgot', { email }, { auth: false });
}

/** `POST /v1/auth/password/reset` with the token from the e-mailed link. */
export function resetPassword(token: string, password: string): Promise<void> {
  return apiClient.post<void>('/auth/password/reset', { token, password }, { auth: false });
}

/** `GET /v1/users/invitation/{token}`: whom the invitation is for. */
export function getInvitation(token: string): Promise<Invitation> {
  return apiClient.get<Invitation>(`/users/invitation/${encodeURIComponent(token)}`, { auth: false });
}

/** `POST /v1/users/activate`: sets the invited user's password; the user then signs in. */
export function activateAccount(body: ActivateBody): Promise<void> {
  return apiClient.post<void>('/users/activate', body, { auth: false });
}

/**
 * The e-mail address to pre-fill on the sign-in page (key `auth/email`,
 * docs/product/sessions.md#storage-keys): remembered after a reset or an activation, and after
 * signing in.
 */
export const rememberedEmail = {
  get(): string {
    try {
      return localStorage.getItem(storageKeys.email) ?? '';
    } catch {
      return '';
    }
  },
  set(email: string): void {
    try {
      localStorage.setItem(storageKeys.email, email);
    } catch {
      // storage disabled: nothing to pre-fill next time
    }
  },
};
