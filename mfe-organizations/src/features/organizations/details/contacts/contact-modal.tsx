import styled from 'styled-components';
import type { Contact, Organization } from '@freightdeck/contracts';
import { useCallingCodes } from '@freightdeck/references';
import { Button, Form, FormActions, Modal, rules, TextField, useForm } from '@freightdeck/ui';
import { addContact, updateContact } from '../../api/contacts';
import { composePhone, isValidPhone, splitPhone } from './phone';
import { PhoneFields } from './phone-fields';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export interface ContactModalProps {
  organization: Organization;
  /** The contact to edit; none adds one. */
  contact: Contact | null;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/** Adds or edits a contact; an e-mail another contact uses is refused in the Error modal (CONTACT_EMAIL_ALREADY_USED, docs/product/errors.md#where-errors-show). */
export function ContactModal({ organization, contact, onSaved, onClose }: ContactModalProps) {
  const codes = useCallingCodes();
  const phone = splitPhone(contact?.phone ?? null, codes.data, organization.country);
  const form = useForm({
    initialValues: { name: contact?.name ?? '', email: contact?.email ?? '', position: contact?.position ?? '', phoneCountry: phone.country, phone: phone.number },
    rules: {
      name: [rules.required('Enter the name')],
      email: [rules.required('Enter the e-mail address'), rules.email('Enter a valid e-mail address')],
      phone: [(v: string, all) => (isValidPhone(composePhone({ country: all.phoneCountry, number: v }, codes.get))
        ? undefined : 'Choose the calling code and enter the number, e.g. 61 688 1111')],
    },
    onSubmit: async (v) => {
      const body = { name: v.name.trim(), email: v.email.trim(), position: v.position.trim(), phone: composePhone({ country: v.phoneCountry, number: v.phone }, codes.get) };
      await (contact ? updateContact(organization.id, contact.id, body) : addContact(organization.id, body));
      await onSaved();
    },
  });
  return (
    <Modal open title={contact ? `Edit contact ${contact.name}` : 'Add contact'} onClose={onClose}>
      <Form form={form} aria-label={contact ? 'Edit contact' : 'Add contact'}>
        <Fields>
          <TextField label="Name" required maxLength={200} {...form.field('name')} />
          <TextField label="E-mail" type="email" required maxLength={254} {...form.field('email')} />
          <TextField label="Position" maxLength={200} {...form.field('position')} />
          <PhoneFields
            country={form.values.phoneCountry} number={form.values.phone} error={form.errors.phone}
            onCountry={(c) => form.setValue('phoneCountry', c)} onNumber={(n) => form.setValue('phone', n)}
          />
        </Fields>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={form.submitting}>{contact ? 'Save contact' : 'Add contact'}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
