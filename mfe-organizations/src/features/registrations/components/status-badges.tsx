import type { RegistrationLinkStatus, RegistrationStatus } from '@freightdeck/contracts';
import { Badge, type BadgeTone } from '@freightdeck/ui';

export const REGISTRATION_STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };
const REGISTRATION_TONES: Readonly<Record<RegistrationStatus, BadgeTone>> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

export const LINK_STATUS_LABELS: Readonly<Record<RegistrationLinkStatus, string>> = { OPEN: 'Open', USED: 'Used', EXPIRED: 'Expired' };
const LINK_TONES: Readonly<Record<RegistrationLinkStatus, BadgeTone>> = { OPEN: 'info', USED: 'success', EXPIRED: 'neutral' };

/** An application's status: pending waits for a reviewer, approved made an organization, rejected did not. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return <Badge tone={REGISTRATION_TONES[status]} data-status={status}>{REGISTRATION_STATUS_LABELS[status]}</Badge>;
}

/** A registration link's status: open until it is used for an application or its 14 days pass. */
export function LinkStatusBadge({ status }: { status: RegistrationLinkStatus }) {
  return <Badge tone={LINK_TONES[status]} data-status={status}>{LINK_STATUS_LABELS[status]}</Badge>;
}
