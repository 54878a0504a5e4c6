import { errorMessage } from '@freightdeck/contracts';
import { Button, errorCode, PublicFrame } from '@freightdeck/ui';

/** The refusals of the token itself: they will not change on a retry. */
export const LINK_PROBLEM_CODES = ['INVALID_REGISTRATION_TOKEN', 'REGISTRATION_TOKEN_EXPIRED'] as const;
export type LinkProblemCode = (typeof LINK_PROBLEM_CODES)[number];

export const linkProblemOf = (error: unknown): LinkProblemCode | null => {
  const code = errorCode(error);
  return (LINK_PROBLEM_CODES as readonly string[]).includes(code ?? '') ? (code as LinkProblemCode) : null;
};

/**
 * An unknown, cut-short or already used link, or one whose 14 days are over: the catalogue's words
 * (docs/product/errors.md#error-catalogue), as an alert.
 */
export function LinkProblem({ code }: { code: LinkProblemCode }) {
  return (
    <PublicFrame remote="organizations" maxWidth={760} title={code === 'REGISTRATION_TOKEN_EXPIRED' ? 'Registration link expired' : 'Registration link not valid'}>
      <p role="alert">{errorMessage(code)}</p>
      <p>A registration link works once, for 14 days. If your company has already applied, the application is being reviewed.</p>
    </PublicFrame>
  );
}

/** The link could not be checked (offline, rate-limited, server trouble): saying so, with a retry. */
export function LinkCheckFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = errorCode(error);
  return (
    <PublicFrame remote="organizations" maxWidth={760} title="Registration link could not be checked">
      <p role="alert">{code === 'NETWORK_ERROR' ? 'Freightdeck could not be reached. Check your connection and try again.' : errorMessage(code)}</p>
      <Button onClick={onRetry}>Try again</Button>
    </PublicFrame>
  );
}
