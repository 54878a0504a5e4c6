import type { Self } from '@freightdeck/contracts';

/**
 * `GET /v1/users/self` as the API answers it for the seeded customer user Carl (Acme Pharma):
 * the signed-in user of every remote's canned responses.
 */
export const cannedSelf: Self = {
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
