import { Button, Form, FormActions, Modal, rules, TextAreaField, useForm } from '@freightdeck/ui';
import { suspendOrganization } from '../../api/organizations';
import type { OrganizationModalProps } from '../modal-props';
import { reloadingOnConflict } from './reload-on-conflict';

/** Suspending needs a reason: the organization's users lose what their roles there give them until it is reactivated. */
export function SuspendModal({ organization, onChange, onClose }: OrganizationModalProps) {
  const form = useForm({
    initialValues: { reason: '' },
    rules: { reason: [rules.required('Say why the organization is suspended')] },
    onSubmit: async ({ reason }) => onChange(await reloadingOnConflict(suspendOrganization(organization.id, { reason: reason.trim() }), () => onChange())),
  });
  return (
    <Modal open title={`Suspend ${organization.name}`} onClose={onClose}>
      <Form form={form} aria-label="Suspend organization">
        <p>Its users keep their accounts but lose what their roles in this organization give them until it is reactivated.</p>
        <TextAreaField label="Reason" required maxLength={500} {...form.field('reason')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Keep active</Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>Suspend organization</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
