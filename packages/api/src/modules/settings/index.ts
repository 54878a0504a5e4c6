// The settings module's public API: what the composition root and other modules import from it.
// App settings (the generated signing secret, seed markers). Everything else in this folder is the module's own.

export { resolveJwtSecret } from './jwt-secret';
export { settingsRepository } from './repository';
