import type { Config } from '../../config';
import type { Db } from '../../db';
import { randomToken } from '../../lib/crypto';
import { settingsRepository } from './repository';

const KEY = 'jwt_secret';

/**
 * The signing secret: JWT_SECRET when set (required in production); otherwise generated once
 * and kept in app_settings, so several instances on one database verify each other's tokens.
 */
export async function resolveJwtSecret(config: Config, db: Db): Promise<Uint8Array> {
  const secret = config.jwtSecret ?? (await settingsRepository.getOrInsert(db, KEY, randomToken(48)));
  return new TextEncoder().encode(secret);
}
