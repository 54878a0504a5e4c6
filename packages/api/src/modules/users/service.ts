import type { Self } from '@freightdeck/contracts';
import type { Db, Executor } from '../../db';
import { audit } from '../../lib/audit';
import { errors } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { roleRepository } from '../roles';
import { userRepository, type UserRow } from './repository';
import { CreateUserSchema, type CreateUserInput, type CreateUserValues } from './schemas';

export type UserService = ReturnType<typeof createUserService>;

/**
 * Creates a user with their memberships inside the caller's transaction; with a password
 * hash the user is ACTIVE at once, without one INVITED (until they activate).
 */
export async function insertUserWithMemberships(tx: Executor, values: Omit<CreateUserValues, 'password'>, passwordHash: string | null, actorId: string | null): Promise<UserRow> {
  const { memberships, ...columns } = values;
  if (await userRepository.findByEmail(tx, columns.email)) throw errors.conflict('USER_ALREADY_EXISTS');
  const user = await userRepository.insert(tx, { ...columns, passwordHash, status: passwordHash ? 'ACTIVE' : 'INVITED', passwordChangedAt: passwordHash ? new Date() : null });
  for (const membership of memberships) {
    const role = await roleRepository.findById(tx, membership.roleId);
    if (!role || role.organizationId !== membership.organizationId) throw errors.validation([{ path: 'memberships', message: 'role does not belong to the organization' }]);
    await userRepository.addMembership(tx, { userId: user.id, ...membership });
  }
  await audit(tx, { actorId, action: 'user.create', subjectType: 'user', subjectId: user.id, data: { email: user.email } });
  return user;
}

export function createUserService(db: Db) {
  return {
    /** Creates a user with their memberships; with a password the user is ACTIVE at once. */
    async create(input: CreateUserInput, actorId: string | null = null): Promise<UserRow> {
      const { password, ...values } = CreateUserSchema.parse(input);
      // Hash before the transaction: argon2 takes tens of milliseconds and holds no lock.
      const passwordHash = password ? await hashPassword(password) : null;
      return db.transaction((tx) => insertUserWithMemberships(tx, values, passwordHash, actorId));
    },

    async getSelf(userId: string): Promise<Self> {
      const user = await userRepository.findById(db, userId);
      if (!user) throw errors.notFound('User not found');
      const profile = await userRepository.accessProfile(db, userId);
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        avatarUrl: user.avatarUrl,
        permissions: profile.permissions,
        organizations: profile.organizations,
        roles: profile.roles,
        twoFaEnabled: user.twoFaEnabled,
        twoFaMethod: user.twoFaMethod,
      };
    },

    /** An ACTIVE, not deleted user, or undefined. */
    async findActiveById(userId: string): Promise<UserRow | undefined> {
      const user = await userRepository.findById(db, userId);
      return user?.status === 'ACTIVE' ? user : undefined;
    },

    accessProfile: (userId: string) => userRepository.accessProfile(db, userId),
    findByEmail: (email: string) => userRepository.findByEmail(db, email),
  };
}
