import { useState } from 'react';
import { Button, FormActions, Modal } from '@freightdeck/ui';
import { useCountryName } from '../../shared/use-country-name';
import { approveRegistration } from '../api/registrations';
import { showDecisionError, type DecisionProps } from './decision-props';

/** Approving cannot be undone: it creates the organization and e-mails its administrator an invitation. */
export function ApproveDialog({ registration, onDecided, onStale, onClose }: DecisionProps) {
  const [busy, setBusy] = useState(false);
  const countryName = useCountryName();
  const { company, administrator } = registration;
  const approve = async () => {
    setBusy(true);
    try {
      onDecided(await approveRegistration(registration.id));
    } catch (error) {
      showDecisionError(error, onStale);
    }
    setBusy(false);
    onClose();
  };
  return (
    <Modal open title="Approve application" onClose={onClose}>
      <p>
        The organization <strong>{company.name}</strong> ({countryName(company.country)}) is created, and{' '}
        <strong>{administrator.firstName} {administrator.lastName}</strong> ({administrator.email}) is invited by e-mail to activate
        their account as its administrator.
      </p>
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Keep pending</Button>
        <Button disabled={busy} onClick={() => void approve()}>{busy ? 'Approving…' : 'Approve'}</Button>
      </FormActions>
    </Modal>
  );
}
