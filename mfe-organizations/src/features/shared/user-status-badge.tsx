import type { UserStatus } from '@freightdeck/contracts';
import { Badge, type BadgeTone } from '@freightdeck/ui';

export const USER_STATUS_LABELS: Record<UserStatus, string> = { INVITED: 'Invited', ACTIVE: 'Active', DEACTIVATED: 'Deactivated' };

/** Invited waits on the user, active is the normal state, deactivated is switched off: three distinct tones. */
export const USER_STATUS_TONES: Record<UserStatus, BadgeTone> = { INVITED: 'info', ACTIVE: 'success', DEACTIVATED: 'neutral' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={USER_STATUS_TONES[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
