import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail';
import { createAuthService } from './modules/auth/service';
import { createTokenSigner, type TokenSigner } from './modules/auth/tokens';
import { createOrganizationService } from './modules/organizations/service';
import { createRoleService } from './modules/roles/service';
import { resolveJwtSecret } from './modules/settings/jwt-secret';
import { createUserService } from './modules/users/service';

/** The services that need only the database (the seed uses these, like users do). */
export function createDomainServices(db: Db) {
  return {
    organizations: createOrganizationService(db),
    roles: createRoleService(db),
    users: createUserService(db),
  };
}
export type DomainServices = ReturnType<typeof createDomainServices>;

export async function createServices({ config, db, mailer }: { config: Config; db: Db; mailer: Mailer }) {
  const signer: TokenSigner = createTokenSigner(await resolveJwtSecret(config, db), config.accessTokenTtlSeconds);
  const domain = createDomainServices(db);
  return { ...domain, signer, auth: createAuthService({ db, config, mailer, signer }) };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
