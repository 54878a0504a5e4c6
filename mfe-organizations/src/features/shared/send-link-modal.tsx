import type { RegistrationLink } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, TextAreaField, TextField, useForm } from '@freightdeck/ui';
import { sendRegistrationLink } from './api/registration-links';

export interface SendLinkModalProps {
  onSent: (link: RegistrationLink) => void;
  onClose: () => void;
}

/**
 * Staff invite a prospective customer to apply: the e-mail carries a link to /registration.
 * Used by /organizations/registrations and by the /organizations list: each page decides in
 * `onSent` what follows (a notice; here also the links tab, reloaded).
 */
export function SendLinkModal({ onSent, onClose }: SendLinkModalProps) {
  const form = useForm({
    initialValues: { email: '', companyName: '', message: '' },
    rules: {
      email: [rules.required('Enter the e-mail address'), rules.email('Enter a valid e-mail address')],
      companyName: [rules.maxLength(200, 'Use at most 200 characters')],
      message: [rules.maxLength(2000, 'Use at most 2000 characters')],
    },
    onSubmit: async ({ email, companyName, message }) => {
      onSent(await sendRegistrationLink({ email: email.trim(), companyName: companyName.trim(), message: message.trim() }));
    },
  });
  return (
    <Modal open title="Send registration link" onClose={onClose}>
      <Form form={form} aria-label="Send registration link">
        <TextField label="E-mail" type="email" required autoComplete="off" maxLength={254} {...form.field('email')} />
        <TextField label="Company name (optional)" maxLength={200} {...form.field('companyName')} />
        <TextAreaField label="Message (optional)" maxLength={2000} placeholder="A personal note, quoted in the e-mail" {...form.field('message')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Sending…' : 'Send link'}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
