import type { ShareLink } from '@freightdeck/contracts';
import type { bookingShareLinks } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import type { PersonRef } from '../users';

export type ShareLinkRow = typeof bookingShareLinks.$inferSelect;

export function linkStatus(row: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, at: Date): ShareLink['status'] {
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt.getTime() <= at.getTime() ? 'EXPIRED' : 'ACTIVE';
}

/** The public pages a link opens; the ref is for people, the token alone decides (ADR 008). */
export function shareUrls(ref: string, token: string): ShareLink['urls'] {
  const query = `token=${encodeURIComponent(token)}`;
  return { print: `/bookings/print/${encodeURIComponent(ref)}?${query}`, delivery: `/bookings/${encodeURIComponent(ref)}/delivery?${query}` };
}

export interface LinkViewContext {
  ref: string;
  secretBox: SecretBox;
  at: Date;
  people: Map<string, PersonRef>;
  /** The caller: its creator or staff may revoke. */
  userId: string;
  staff: boolean;
}

export function toShareLink(row: ShareLinkRow, ctx: LinkViewContext): ShareLink {
  let token = '';
  try {
    token = ctx.secretBox.open(row.tokenSealed);
  } catch {
    // Sealed under a former server secret: the link still works for its holders, but cannot be shown again.
  }
  return {
    id: row.id,
    token,
    urls: token ? shareUrls(ctx.ref, token) : { print: '', delivery: '' },
    createdBy: row.createdById ? (ctx.people.get(row.createdById) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: linkStatus(row, ctx.at),
    canRevoke: ctx.staff || row.createdById === ctx.userId,
  };
}
