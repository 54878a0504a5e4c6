import { useState } from 'react';
import styled from 'styled-components';
import type { NetworkRelation, Organization } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, SearchBox, Select, TextAreaField, useForm } from '@freightdeck/ui';
import { addNetworkLink } from '../../api/network';
import { useOrganizations } from '../../api/organizations';
import { RELATION_OPTIONS } from './relations';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface AddPartnerModalProps {
  organization: Organization;
  /** Partners already linked: not offered again (one link per pair). */
  linkedIds: readonly string[];
  onAdded: () => Promise<void>;
  onClose: () => void;
}

/** Links a partner found by name, saying what it is to this organization. */
export function AddPartnerModal({ organization, linkedIds, onAdded, onClose }: AddPartnerModalProps) {
  const [q, setQ] = useState('');
  const found = useOrganizations(q ? { q, pageSize: 20 } : null);
  const options = (found.data?.items ?? [])
    .filter((o) => o.id !== organization.id && !linkedIds.includes(o.id))
    .map((o) => ({ value: o.id, label: o.country ? `${o.name} (${o.country})` : o.name }));
  const form = useForm({
    initialValues: { partnerId: '', relation: '' as NetworkRelation | '', note: '' },
    rules: { partnerId: [rules.required('Choose the partner')], relation: [rules.required('Choose what the partner is')] },
    onSubmit: async (v) => {
      await addNetworkLink(organization.id, { partnerId: v.partnerId, relation: v.relation as NetworkRelation, note: v.note.trim() });
      await onAdded();
    },
  });
  const placeholder = !q ? 'Search first' : found.isLoading ? 'Searching…' : options.length ? 'Choose an organization' : 'No organization found';
  return (
    <Modal open title="Add partner" onClose={onClose}>
      <Form form={form} aria-label="Add partner">
        <Fields>
          <SearchBox label="Find an organization" placeholder="Name or tax id" value={q} onSearch={setQ} />
          <Select label="Partner" required placeholder={placeholder} options={options} {...form.field('partnerId')} />
          <Select label={`What it is to ${organization.name}`} required placeholder="Choose a relation" options={RELATION_OPTIONS} {...form.field('relation')} />
          <TextAreaField label="Note (optional)" maxLength={500} {...form.field('note')} />
        </Fields>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={form.submitting}>Add partner</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
