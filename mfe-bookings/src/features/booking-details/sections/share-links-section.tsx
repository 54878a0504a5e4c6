import { useState } from 'react';
import { SHARE_LINK_DAYS, type ShareLink } from '@freightdeck/contracts';
import { ActionGroup, Badge, Button, ConfirmDialog, runWithErrorModal, Select } from '@freightdeck/ui';
import { formatInstant } from '../../shared';
import { createShareLink, revokeShareLink, useShareLinks } from '../api/share-links';
import { Muted, Row, StackedTable } from '../components/details.styles';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

const DAY_OPTIONS = SHARE_LINK_DAYS.map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }));
const TONES = { ACTIVE: 'success', EXPIRED: 'neutral', REVOKED: 'danger' } as const;
const STATUS = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' } as const;

/** The API answers paths; a person shares the full address. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Links for people without an account: the print page and the consignee's delivery page, until they expire or are revoked. */
export function ShareLinksSection({ booking, onChange }: SectionProps) {
  const { data, error, mutate } = useShareLinks(booking);
  const [days, setDays] = useState(30);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState('');
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const changed = async () => {
    await mutate();
    await onChange();
  };
  const create = async () => {
    setBusy(true);
    const link = await runWithErrorModal(() => createShareLink(booking, days));
    setBusy(false);
    if (link) await changed();
  };
  const copy = async (what: string, path: string) => {
    const done = await runWithErrorModal(async () => {
      await navigator.clipboard.writeText(absolute(path));
      return true;
    });
    if (done) setCopied(`${what} link copied`);
  };
  const items = data?.items ?? [];
  return (
    <SectionCard title="Share links">
      {error && <Muted role="alert">The share links could not be loaded.</Muted>}
      <Row>
        <Select label="Expires in" value={String(days)} options={DAY_OPTIONS} onChange={(e) => setDays(Number(e.target.value))} />
        <Button disabled={busy} onClick={() => void create()}>Create share link</Button>
      </Row>
      <Muted role="status">{copied}</Muted>
      {data && items.length === 0 && <Muted>No share links.</Muted>}
      {items.length > 0 && (
        <StackedTable aria-label="Share links">
          <thead><tr><th>Status</th><th>Created</th><th>Expires</th><th>Links</th></tr></thead>
          <tbody>
            {items.map((link) => (
              <tr key={link.id}>
                <td data-label="Status"><Badge tone={TONES[link.status]}>{STATUS[link.status]}</Badge></td>
                <td data-label="Created">{link.createdBy?.name ?? '—'}, {formatInstant(link.createdAt)}</td>
                <td data-label="Expires">{link.revokedAt ? `Revoked ${formatInstant(link.revokedAt)}` : formatInstant(link.expiresAt)}</td>
                <td data-label="Links">
                  {link.status === 'ACTIVE' ? (
                    <ActionGroup aria-label={`Share link created ${formatInstant(link.createdAt)}`}>
                      <Button variant="link" onClick={() => void copy('Print', link.urls.print)}>Copy print link</Button>
                      <Button variant="link" onClick={() => void copy('Delivery', link.urls.delivery)}>Copy delivery link</Button>
                      {link.canRevoke && <Button variant="link" onClick={() => setRevoking(link)}>Revoke</Button>}
                    </ActionGroup>
                  ) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      {revoking && (
        <ConfirmDialog title="Revoke share link" confirmLabel="Revoke" onClose={() => setRevoking(null)} onConfirm={async () => {
          await revokeShareLink(booking, revoking);
          await changed();
        }}>
          <p>Whoever holds this link will no longer open booking {booking.ref}.</p>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
