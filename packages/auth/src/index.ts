export { sessionStore, type Session, type SignOutReason } from './session-store';
export { useSession } from './use-session';
export { ApiError, isApiError } from './api-error';
export { apiClient, type ApiClient, type RequestOptions } from './api-client';
export { buildQuery, type QueryParams } from './transport';
export { refreshSession } from './refresh';
export { configureAuth, type AuthConfig } from './config';
export { login, logout, sendTwoFaCode, type TwoFaAnswer } from './auth-actions';
export { requestPasswordReset, resetPassword, getInvitation, activateAccount, rememberedEmail } from './account-actions';
export { getSecuritySettings, updateSecuritySettings, startTotpEnrolment, SECURITY_PATH } from './security-actions';
export { impersonate, unimpersonate } from './impersonation';
export { withRefreshLock, REFRESH_LOCK_NAME } from './refresh-lock';
export {
  useCurrentUser, setCurrentUserOverride, toCurrentUser, SELF_PATH,
  type CurrentUser, type CurrentUserState,
} from './current-user';
export { usePermission } from './use-permission';
export { decodeAccessToken, hasExpired } from './token';
export { uploadFile, type UploadOptions, type UploadProgress } from './upload';
export { ApiSWRConfig, SWR_DEFAULTS, shouldRetryLoad } from './swr-defaults';
