import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { AccessTokenClaims, OrganizationRef, Self } from '@freightdeck/contracts';
import { apiClient } from './api-client';
import { decodeAccessToken } from './token';
import { useSession } from './use-session';

/**
 * The signed-in user (docs/product/users-and-roles.md#users): `/v1/users/self` plus what the access
 * token says.
 */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatarUrl: string | null;
  permissions: string[];
  organizations: OrganizationRef[];
  /** Derived from the token's organizations (docs/product/sessions.md#tokens). */
  userOfPrimaryOrganization: boolean;
  impersonatedById: string | null;
}

export interface CurrentUserState {
  user: CurrentUser | undefined;
  error: unknown;
  isLoading: boolean;
}

export const SELF_PATH = '/users/self';

export function toCurrentUser(self: Self, claims: AccessTokenClaims | null): CurrentUser {
  return {
    id: self.id,
    email: self.email,
    firstName: self.firstName,
    lastName: self.lastName,
    fullName: `${self.firstName} ${self.lastName}`.trim(),
    avatarUrl: self.avatarUrl,
    permissions: self.permissions,
    organizations: self.organizations,
    userOfPrimaryOrganization: (claims?.organizations ?? []).some((o) => o.isPrimary),
    impersonatedById: claims?.impersonatedById ?? null,
  };
}

// ---- the dev shell's fake user ----

let override: CurrentUser | null = null;
const overrideListeners = new Set<() => void>();

/** The dev shell's fake user: while set, `useCurrentUser` returns it and calls nothing. */
export function setCurrentUserOverride(user: CurrentUser | null): void {
  override = user;
  for (const fn of [...overrideListeners]) fn();
}

function subscribeOverride(fn: () => void): () => void {
  overrideListeners.add(fn);
  return () => {
    overrideListeners.delete(fn);
  };
}

const getOverride = () => override;

/** The signed-in user, loaded once per access identity and shared through SWR's cache. */
export function useCurrentUser(): CurrentUserState {
  const fake = useSyncExternalStore(subscribeOverride, getOverride, getOverride);
  const session = useSession();
  const claims = session ? decodeAccessToken(session.accessToken) : null;
  // Keyed by user and session, so switching user (impersonation) loads the new user.
  const key = !fake && session ? [SELF_PATH, claims?.sub ?? '', claims?.sid ?? '', claims?.impersonatedById ?? ''] : null;
  const { data, error, isLoading } = useSWR(key, () => apiClient.get<Self>(SELF_PATH), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (fake) return { user: fake, error: undefined, isLoading: false };
  return {
    user: data && session ? toCurrentUser(data, claims) : undefined,
    error,
    isLoading: Boolean(session) && isLoading,
  };
}
