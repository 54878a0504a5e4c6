import { rules } from '@freightdeck/ui';

/**
 * At least 8 characters, at most 64 accepted (the server checks the same):
 * docs/product/sessions.md#passwords-and-account-links.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export function newPasswordRules<V extends { password: string; confirm: string }>() {
  return {
    password: [
      rules.required<V>('Enter a new password'),
      rules.minLength<V>(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`),
      rules.maxLength<V>(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
    ],
    confirm: [rules.required<V>('Repeat the new password'), rules.sameAs<V>('password', 'The passwords do not match')],
  };
}

/** What the sign-in page says after a reset or an activation (router state). */
export type LoginNotice = 'password-reset' | 'activated';

export const LOGIN_NOTICES: Record<LoginNotice, string> = {
  'password-reset': 'Your password has been changed. Sign in with your new password.',
  activated: 'Your account is active. Sign in with your new password.',
};
