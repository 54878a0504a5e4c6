import { useState } from 'react';
import styled from 'styled-components';
import type { Contact } from '@freightdeck/contracts';
import { Button, Card, ConfirmDialog, formatPhone, Table, type TableColumn } from '@freightdeck/ui';
import { removeContact } from '../../api/contacts';
import type { OrganizationProps } from '../types';
import { ContactModal } from './contact-modal';

type Editing = { contact: Contact | null } | null;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 1.5)};
`;

function columns(manage: boolean, edit: (c: Contact) => void, remove: (c: Contact) => void): TableColumn<Contact>[] {
  const list: TableColumn<Contact>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (c) => c.name, detail: (c) => c.position || null },
    { key: 'email', header: 'E-mail', cell: (c) => <a href={`mailto:${c.email}`}>{c.email}</a> },
    { key: 'phone', header: 'Phone', cell: (c) => (c.phone ? <a href={`tel:${c.phone.replace(/[ -]/g, '')}`}>{formatPhone(c.phone)}</a> : '–') },
  ];
  if (!manage) return list;
  return [...list, {
    key: 'actions', header: 'Actions', cell: (c) => (
      <RowActions>
        <Button variant="link" aria-label={`Edit contact ${c.name}`} onClick={() => edit(c)}>Edit</Button>
        <Button variant="link" aria-label={`Remove contact ${c.name}`} onClick={() => remove(c)}>Remove</Button>
      </RowActions>
    ),
  }];
}

/** The people to call at the organization; changed by holders of `manageContacts`. */
export function ContactsSection({ organization, onChange }: OrganizationProps) {
  const manage = organization.allowedActions.includes('manageContacts');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  return (
    <Card title="Contacts" actions={manage && <Button variant="secondary" onClick={() => setEditing({ contact: null })}>Add contact</Button>}>
      <Table
        caption={`Contacts of ${organization.name}`} captionHidden rows={organization.contacts} rowKey={(c) => c.id}
        columns={columns(manage, (contact) => setEditing({ contact }), setRemoving)} empty="No contacts yet."
      />
      {editing && (
        <ContactModal
          organization={organization} contact={editing.contact} onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await onChange();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Remove contact" confirmLabel="Remove" onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await removeContact(organization.id, removing.id);
            await onChange();
          }}
        >
          <p>Remove {removing.name} ({removing.email}) from the contacts of {organization.name}?</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
