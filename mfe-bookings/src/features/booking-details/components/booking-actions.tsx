import { useState } from 'react';
import styled from 'styled-components';
import { paths, type BookingAllowedAction } from '@freightdeck/contracts';
import { Button, LinkButton } from '@freightdeck/ui';
import type { SectionProps } from '../types';
import { CancelModal } from './cancel-modal';
import { ConfirmModal } from './confirm-modal';
import { DeliverModal } from './deliver-modal';
import { EditBookingModal } from './edit-booking-modal';
import { MilestoneModal } from './milestone-modal';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

type Open = 'edit' | 'requestRevision' | 'confirm' | 'depart' | 'arrive' | 'deliver' | 'cancel';

// The order the buttons appear in; the server decides which ones (`allowedActions`) and enforces them.
const BUTTONS: { action: Open & BookingAllowedAction; label: string; variant?: 'secondary' | 'danger' }[] = [
  { action: 'confirm', label: 'Confirm' },
  { action: 'depart', label: 'Depart' },
  { action: 'arrive', label: 'Arrive' },
  { action: 'deliver', label: 'Deliver' },
  { action: 'edit', label: 'Edit', variant: 'secondary' },
  { action: 'requestRevision', label: 'Request revision', variant: 'secondary' },
  { action: 'cancel', label: 'Cancel booking', variant: 'danger' },
];

/** The page's actions: only those the server allows this caller now, each through its modal. */
export function BookingActions({ booking, onChange }: SectionProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const done = async (next?: Parameters<typeof onChange>[0]) => {
    setOpen(null);
    await onChange(next);
  };
  const props = { booking, onChange: done, onClose: close, onReload: () => onChange() };
  return (
    <Bar>
      {BUTTONS.filter((b) => booking.allowedActions.includes(b.action)).map((b) => (
        <Button key={b.action} variant={b.variant} onClick={() => setOpen(b.action)}>{b.label}</Button>
      ))}
      <LinkButton to={paths.bookingPrint(booking.ref)} variant="secondary">Print</LinkButton>
      {open === 'cancel' && <CancelModal {...props} />}
      {open === 'confirm' && <ConfirmModal {...props} />}
      {(open === 'depart' || open === 'arrive') && <MilestoneModal {...props} milestone={open} />}
      {open === 'deliver' && <DeliverModal {...props} />}
      {(open === 'edit' || open === 'requestRevision') && <EditBookingModal {...props} />}
    </Bar>
  );
}
