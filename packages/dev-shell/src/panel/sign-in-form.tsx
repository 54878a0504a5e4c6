import { type FormEvent, useId, useState } from 'react';
import { login, logout, sendTwoFaCode, useSession } from '@freightdeck/auth';
import type { TwoFaChallenge } from '@freightdeck/contracts';
import { TwoFaModal } from '@freightdeck/ui';

/** The seeded demo accounts share this password (packages/api seed). */
export const DEMO_PASSWORD = 'Freightdeck-demo-2026';
/** The seeded demo accounts (README), offered as suggestions. */
const DEMO_ACCOUNTS = [
  'admin@freightdeck.test', 'ops@freightdeck.test', 'anna@acme-pharma.test', 'carl@acme-pharma.test',
  'vera@acme-pharma.test', 'nils@nordic-fresh.test', 'tina@nordic-fresh.test',
];

/** Signs in for real (or against the canned login), so API calls carry a token. */
export function SignInForm() {
  const session = useSession();
  const [email, setEmail] = useState(DEMO_ACCOUNTS[0] ?? '');
  const [password, setPassword] = useState(DEMO_PASSWORD);
  const [status, setStatus] = useState('');
  const [challenge, setChallenge] = useState<TwoFaChallenge | null>(null);
  const accountsId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('Signing in…');
    try {
      const answer = await login(email, password);
      // The shell's own two-factor modal: the code is in the API's dev outbox.
      setChallenge(answer.twoFa);
      setStatus(answer.twoFa ? 'Two-factor code sent: read it at /v1/dev/outbox.' : `Signed in as ${email}.`);
    } catch (error) {
      setStatus(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function signOut() {
    await logout();
    setStatus('Signed out.');
  }

  return (
    <>
      <form onSubmit={(e) => void submit(e)} aria-label="Sign in">
        <fieldset>
          <legend>Session: {session ? 'signed in' : 'none'}</legend>
          <label>
            E-mail
            <input type="email" autoComplete="username" list={accountsId} value={email} onChange={(e) => setEmail(e.target.value)} />
            <datalist id={accountsId}>
              {DEMO_ACCOUNTS.map((account) => <option key={account} value={account} />)}
            </datalist>
          </label>
          <label>
            Password
            <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <button type="submit">Sign in</button>{' '}
          <button type="button" onClick={() => void signOut()} disabled={!session}>Sign out</button>
          {status && <p role="status">{status}</p>}
        </fieldset>
      </form>
      {challenge && (
        <TwoFaModal
          challenge={challenge}
          onVerify={async (answer) => {
            await login(email, password, answer);
            setChallenge(null);
            setStatus(`Signed in as ${email}.`);
          }}
          onResend={(c) => sendTwoFaCode(c.userId, c.token)}
          onClose={() => setChallenge(null)}
        />
      )}
    </>
  );
}
