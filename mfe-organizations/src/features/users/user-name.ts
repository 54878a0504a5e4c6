import type { ManagedUser } from '@freightdeck/contracts';

export const fullName = (u: Pick<ManagedUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
