import type { Self } from '@freightdeck/contracts';
import type { CannedResponses } from '@freightdeck/dev-shell';

/** `GET /v1/users/self` as the API answers it for the seeded customer user Carl (Acme Pharma). */
const self: Self = {
  id: '00000000-0000-4000-8000-000000000101',
  email: 'carl@acme-pharma.test',
  firstName: 'Carl',
  lastName: 'Jensen',
  avatarUrl: null,
  permissions: ['booking:organization:view', 'booking:own:manage', 'organization:own:view', 'quotation'],
  organizations: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Acme Pharma', isPrimary: false }],
  roles: [{ id: '00000000-0000-4000-8000-000000000204', name: 'Customer user' }],
  twoFaEnabled: false,
  twoFaMethod: 'EMAIL',
};

/** Canned API answers for the dev shell's "Canned responses" mode: `METHOD /v1/path` → JSON. */
export const canned: CannedResponses = {
  'GET /v1/users/self': self,
};
