import { useState } from 'react';
import { paths, type NetworkLink } from '@freightdeck/contracts';
import { Button, Card, ConfirmDialog, formatDate, Link, Table, type TableColumn } from '@freightdeck/ui';
import { removeNetworkLink, useNetwork } from '../../api/network';
import { OrganizationStatusBadge } from '../../components/organization-status-badge';
import type { OrganizationProps } from '../types';
import { AddPartnerModal } from './add-partner-modal';
import { RELATION_LABELS } from './relations';

function columns(manage: boolean, remove: (l: NetworkLink) => void): TableColumn<NetworkLink>[] {
  const list: TableColumn<NetworkLink>[] = [
    { key: 'partner', header: 'Partner', rowHeader: true, cell: (l) => <Link to={paths.organization(l.partner.id)}>{l.partner.name}</Link>, detail: (l) => l.note || null },
    { key: 'relation', header: 'Relation', cell: (l) => RELATION_LABELS[l.relation] },
    { key: 'status', header: 'Status', cell: (l) => <OrganizationStatusBadge status={l.partner.status} /> },
    { key: 'since', header: 'Since', cell: (l) => formatDate(l.createdAt, 'date') },
  ];
  if (!manage) return list;
  return [...list, {
    key: 'actions', header: 'Actions',
    cell: (l) => <Button variant="link" aria-label={`Remove partner ${l.partner.name}`} onClick={() => remove(l)}>Remove</Button>,
  }];
}

/** Partner organizations and what each is to this one (the partner's page shows the inverse relation). */
export function NetworkSection({ organization }: OrganizationProps) {
  const manage = organization.allowedActions.includes('manageNetwork');
  const { data, error, isLoading, mutate } = useNetwork(organization.id, true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<NetworkLink | null>(null);
  const links = data?.items ?? [];
  return (
    <Card title="Network" actions={manage && <Button variant="secondary" onClick={() => setAdding(true)}>Add partner</Button>}>
      {error ? (
        <p role="alert">The network could not be loaded. <Button variant="link" onClick={() => void mutate()}>Try again</Button></p>
      ) : (
        <Table
          caption={`Partners of ${organization.name}`} captionHidden rows={links} rowKey={(l) => l.id}
          columns={columns(manage, setRemoving)} loading={isLoading} empty="No partners yet."
        />
      )}
      {adding && (
        <AddPartnerModal
          organization={organization} linkedIds={links.map((l) => l.partner.id)} onClose={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            await mutate();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove partner" confirmLabel="Remove" onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await removeNetworkLink(organization.id, removing.id);
            await mutate();
          }}
        >
          <p>Remove {removing.partner.name} ({RELATION_LABELS[removing.relation].toLowerCase()}) from the network of {organization.name}?</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
