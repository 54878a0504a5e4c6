import { useState } from 'react';
import type { Quotation, QuotationShareLink } from '@freightdeck/contracts';
import { Badge, Button, Card, ConfirmDialog, formatDate, runWithErrorModal, Select } from '@freightdeck/ui';
import styled from 'styled-components';
import { createShareLink, revokeShareLink, useShareLinks } from '../shared';

const DAY_OPTIONS = [1, 7, 14, 30, 90].map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }));
const TONES = { ACTIVE: 'success', EXPIRED: 'neutral', REVOKED: 'danger' } as const;
const STATUS = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' } as const;
const absolute = (path: string) => new URL(path, window.location.origin).href;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;
const Links = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { text-align: left; padding: ${({ theme }) => theme.spacing(0.75, 1)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
  td a { word-break: break-all; }
`;

/** Links for someone without an account (a customer's buyer): the quotation and its print, until they expire or are revoked. */
export function ShareLinksSection({ quotation, onChange }: { quotation: Quotation; onChange: () => Promise<unknown> }) {
  const { data, mutate } = useShareLinks(quotation.id, true);
  const [days, setDays] = useState(14);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [revoking, setRevoking] = useState<QuotationShareLink | null>(null);
  const changed = async () => { await mutate(); await onChange(); };
  const create = async () => {
    setBusy(true);
    const link = await runWithErrorModal(() => createShareLink(quotation.id, days));
    setBusy(false);
    if (link) {
      setNote('Share link created');
      await changed();
    }
  };
  const copy = async (path: string) => {
    const done = await runWithErrorModal(async () => { await navigator.clipboard.writeText(absolute(path)); return true; });
    if (done) setNote('Link copied');
  };
  const items = data?.items ?? [];
  return (
    <Card title="Share links" level={2}>
      <Row>
        <Select label="Expires in" value={String(days)} options={DAY_OPTIONS} onChange={(e) => setDays(Number(e.target.value))} />
        <Button disabled={busy} onClick={() => void create()}>Create share link</Button>
        <span role="status">{note}</span>
      </Row>
      {items.length > 0 && (
        <Links aria-label="Share links">
          <thead><tr><th>Status</th><th>Created</th><th>Expires</th><th>Link</th><th>Actions</th></tr></thead>
          <tbody>
            {items.map((l) => (
              <tr key={l.id}>
                <td><Badge tone={TONES[l.status]}>{STATUS[l.status]}</Badge></td>
                <td>{l.createdBy?.name ?? '–'}, {formatDate(l.createdAt, 'dateTime')}</td>
                <td>{l.revokedAt ? `Revoked ${formatDate(l.revokedAt, 'dateTime')}` : formatDate(l.expiresAt, 'dateTime')}</td>
                <td><a href={l.urls.share} target="_blank" rel="noreferrer" data-share-url>{absolute(l.urls.share)}</a></td>
                <td>
                  {l.status === 'ACTIVE' && (
                    <Row>
                      <Button variant="secondary" onClick={() => void copy(l.urls.share)}>Copy</Button>
                      <Button variant="danger" onClick={() => setRevoking(l)}>Revoke</Button>
                    </Row>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Links>
      )}
      {revoking && (
        <ConfirmDialog
          title="Revoke this share link?" confirmLabel="Revoke link" onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await revokeShareLink(quotation.id, revoking.id);
            setNote('Share link revoked');
            await changed();
          }}
        >
          Whoever has the link can no longer open the quotation.
        </ConfirmDialog>
      )}
    </Card>
  );
}
