import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isApiError } from '@freightdeck/auth';
import { Button, PublicFrame } from '@freightdeck/ui';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

/** A page that cannot show the booking: what happened, as the heading, and what to do. */
export function LinkProblem({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <PublicFrame remote="bookings" title={title}>
      <p>{children}</p>
      {actions && <Actions>{actions}</Actions>}
    </PublicFrame>
  );
}

export const INVALID_LINK = 'This link is not valid or has expired';

/**
 * The API refused the token itself: 404 for an unknown, expired or revoked one, 400 for one
 * that cannot be a token at all (cut short or padded when it was copied).
 */
export const isInvalidLink = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

/** Why loading by the share token failed, for someone outside the portal. */
export function SharedLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isInvalidLink(error)) {
    return (
      <LinkProblem title={INVALID_LINK}>
        The person who shared it may have revoked it, it may have expired, or part of it may be missing. Ask them for a new link.
      </LinkProblem>
    );
  }
  return <LoadFailed error={error} onRetry={onRetry} />;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = isApiError(error) && error.status === 0;
  return (
    <LinkProblem title="The booking could not be loaded" actions={<Button onClick={onRetry}>Try again</Button>}>
      {offline
        ? 'Freightdeck could not be reached. Check your connection and try again.'
        : isApiError(error) ? error.userMessage : 'Unknown error, please contact us for assistance.'}
    </LinkProblem>
  );
}
