import { isApiError } from '@freightdeck/auth';
import { Button, PublicFrame } from '@freightdeck/ui';

/** A public page that cannot show the quotation: what happened, as the heading, and what to do. */
export function PublicProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // 404: unknown, expired or revoked link; 400: a token cut short or padded when copied.
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <PublicFrame remote="quotations" title="This link is not valid or has expired">
        <p>The person who shared it may have revoked it, it may have expired, or part of it may be missing. Ask them for a new link.</p>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame remote="quotations" title="The quotation could not be loaded">
      <p>{isApiError(error) && error.status !== 0 ? error.userMessage : 'Freightdeck could not be reached. Check your connection and try again.'}</p>
      <Button onClick={onRetry}>Try again</Button>
    </PublicFrame>
  );
}
