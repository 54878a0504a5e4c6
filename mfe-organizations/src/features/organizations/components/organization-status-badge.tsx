import type { OrganizationStatus } from '@freightdeck/contracts';
import { Badge, type BadgeTone } from '@freightdeck/ui';

const TONES: Readonly<Record<OrganizationStatus, BadgeTone>> = { ACTIVE: 'success', SUSPENDED: 'danger' };
const LABELS: Readonly<Record<OrganizationStatus, string>> = { ACTIVE: 'Active', SUSPENDED: 'Suspended' };
export const ORGANIZATION_STATUS_LABELS = LABELS;

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  return <Badge tone={TONES[status]} data-status={status}>{LABELS[status]}</Badge>;
}
