import { useState } from 'react';
import { usePermission } from '@freightdeck/auth';
import { ACTION_PERMISSIONS as can, paths } from '@freightdeck/contracts';
import { Button, Card, formatInstant, runWithErrorModal } from '@freightdeck/ui';
import { createShareLink, revokeShareLink, useShareLinks } from '../shared';

/** Share links of the shipment's timeline: anyone holding one sees it without signing in, until it expires or is revoked. */
export function ShareLinks({ bookingId }: { bookingId: string }) {
  const canShare = usePermission(can.bookingManage);
  const { data, mutate } = useShareLinks(canShare ? bookingId : null);
  const [busy, setBusy] = useState(false);
  if (!canShare) return null;
  const live = (data?.items ?? []).filter((l) => l.status === 'ACTIVE' && l.token);
  const urlOf = (token: string) => `${window.location.origin}${paths.trackingShare(token)}`;
  return (
    <Card title="Share" actions={<Button disabled={busy} onClick={() => void runWithErrorModal(async () => {
      setBusy(true);
      try { await createShareLink(bookingId); await mutate(); } finally { setBusy(false); }
    })}>Create share link</Button>}>
      {live.length === 0 && <p>No live share link. A link shows this timeline to anyone who has it, without prices or contacts, for 30 days.</p>}
      <ul aria-label="Share links">
        {live.map((l) => (
          <li key={l.id}>
            <input aria-label="Share link" readOnly value={urlOf(l.token)} size={60} onFocus={(e) => e.currentTarget.select()} />{' '}
            expires {formatInstant(l.expiresAt)}{' '}
            {l.canRevoke && <Button variant="secondary" onClick={() => void runWithErrorModal(async () => { await revokeShareLink(bookingId, l.id); await mutate(); })}>Revoke</Button>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
