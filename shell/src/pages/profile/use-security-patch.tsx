import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { SECURITY_PATH, sendTwoFaCode, updateSecuritySettings } from '@freightdeck/auth';
import type { SecurityPatchBody, SecuritySettings, TwoFaChallenge } from '@freightdeck/contracts';
import { TwoFaModal } from '@freightdeck/ui';

interface Pending {
  body: SecurityPatchBody;
  challenge: TwoFaChallenge;
  resolve: (settings: SecuritySettings) => void;
  reject: (error: unknown) => void;
}

/** Closing the modal cancels the change quietly (the error modal ignores an AbortError). */
const cancelled = () => Object.assign(new Error('Two-factor verification cancelled'), { name: 'AbortError' });

/**
 * `PATCH /v1/auth/security`, through the two-factor modal when the server asks for a code
 * (docs/product/sessions.md#two-factor, like sign-in). Resolves with the new settings, which also
 * refresh the cache.
 */
export function useSecurityPatch(): { patch: (body: SecurityPatchBody) => Promise<SecuritySettings>; modal: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const { mutate } = useSWRConfig();

  const done = async (settings: SecuritySettings) => {
    await mutate(SECURITY_PATH, settings, { revalidate: false });
    return settings;
  };

  const patch = async (body: SecurityPatchBody) => {
    const answer = await updateSecuritySettings(body);
    if (answer.settings) return done(answer.settings);
    const challenge = answer.twoFa;
    const settings = await new Promise<SecuritySettings>((resolve, reject) => setPending({ body, challenge, resolve, reject }));
    return done(settings);
  };

  const modal = pending && (
    <TwoFaModal
      challenge={pending.challenge}
      onVerify={async (code) => {
        const answer = await updateSecuritySettings(pending.body, code);
        if (!answer.settings) throw Object.assign(new Error('Invalid verification code'), { code: 'INVALID_TWO_FA_TOKEN' });
        setPending(null);
        pending.resolve(answer.settings);
      }}
      onResend={(c) => sendTwoFaCode(c.userId, c.token)}
      onClose={() => {
        setPending(null);
        pending.reject(cancelled());
      }}
    />
  );
  return { patch, modal };
}
