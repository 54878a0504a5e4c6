import { useMemo, useState, type FormEvent } from 'react';
import type { CreatedIntegration, Integration } from '@freightdeck/contracts';
import { Badge, Button, Card, ConfirmDialog, RemotePage, runWithErrorModal, Select, Table, TextField, type TableColumn } from '@freightdeck/ui';
import { createIntegration, revokeIntegration, useIntegrations, useOrganizationChoices, utcTime } from '../shared';
import { OrganizationScope } from './organization-scope';

const KINDS = [{ value: 'CARRIER', label: 'Carrier' }, { value: 'GROUND_HANDLER', label: 'Ground handler' }, { value: 'LOGGER_VENDOR', label: 'Logger vendor' }];

/** /track-and-trace/integrations (staff): who may report events, with what key, for which carriers. */
export default function IntegrationsPage() {
  const { data, isLoading, mutate } = useIntegrations();
  const [created, setCreated] = useState<CreatedIntegration | null>(null);
  const [form, setForm] = useState({ name: '', kind: 'CARRIER', carrierCodes: '', webhookUrl: '' });
  const [organizationIds, setOrganizationIds] = useState<string[]>([]);
  const [revoking, setRevoking] = useState<Integration | null>(null);
  const organizations = useOrganizationChoices();
  const orgNames = useMemo(() => new Map((organizations.data?.items ?? []).map((o) => [o.id, o.name])), [organizations.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void runWithErrorModal(async () => {
      const answer = await createIntegration({
        name: form.name, kind: form.kind as Integration['kind'],
        carrierCodes: form.carrierCodes.split(/[\s,]+/).filter(Boolean), organizationIds, webhookUrl: form.webhookUrl || null,
      });
      setCreated(answer);
      setForm({ name: '', kind: 'CARRIER', carrierCodes: '', webhookUrl: '' });
      setOrganizationIds([]);
      await mutate();
    });
  };

  const columns: TableColumn<Integration>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (i) => i.name },
    { key: 'kind', header: 'Kind', cell: (i) => KINDS.find((k) => k.value === i.kind)?.label ?? i.kind },
    { key: 'scope', header: 'Reports for', cell: (i) => [...i.carrierCodes, ...i.organizationIds.map((id) => orgNames.get(id) ?? 'an organization')].join(', ') },
    { key: 'key', header: 'Key', cell: (i) => <code>{i.keyPrefix}…</code> },
    { key: 'used', header: 'Last used', cell: (i) => (i.lastUsedAt ? utcTime(i.lastUsedAt) : 'Never') },
    { key: 'state', header: 'State', cell: (i) => (i.revokedAt ? <Badge tone="danger">Revoked</Badge> : <Button variant="secondary" onClick={() => setRevoking(i)}>Revoke {i.name}</Button>) },
  ];

  return (
    <RemotePage remote="track" title="Integrations">
      {created && (
        <Card title="API key of the new integration">
          <p role="status">Copy the key of {created.name} now: it is shown this once.</p>
          <TextField label="API key" readOnly value={created.apiKey} onFocus={(e) => e.currentTarget.select()} />
          {created.webhookSecret && <TextField label="Webhook secret" readOnly value={created.webhookSecret} />}
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(created.apiKey)}>Copy key</Button>
        </Card>
      )}
      <Card title="New integration">
        <form onSubmit={submit} aria-label="New integration">
          <TextField label="Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Select label="Kind" options={KINDS} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })} />
          <TextField label="Carrier codes (IATA or SCAC, comma-separated)" value={form.carrierCodes} onChange={(e) => setForm({ ...form, carrierCodes: e.target.value })} />
          <OrganizationScope organizations={organizations.data?.items ?? []} loading={organizations.isLoading} value={organizationIds} onChange={setOrganizationIds} />
          <TextField label="Webhook URL (optional)" type="url" value={form.webhookUrl} onChange={(e) => setForm({ ...form, webhookUrl: e.target.value })} />
          <Button type="submit">Create integration</Button>
        </form>
      </Card>
      <Table caption="Integrations" columns={columns} rows={data?.items ?? []} rowKey={(i) => i.id} loading={isLoading} empty="No integrations yet." />
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke key"
          onConfirm={async () => { await revokeIntegration(revoking.id); await mutate(); }}
          onClose={() => setRevoking(null)}
        >
          <p>Its key ({revoking.keyPrefix}…) stops working at once: every call with it is refused. A revoked key cannot be restored; create a new integration to report again.</p>
        </ConfirmDialog>
      )}
    </RemotePage>
  );
}
