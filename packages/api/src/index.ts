// The package's public API: build the app (tests, tools) and read the configuration.
export { buildApp, type AppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, runMigrations, type Database } from './db';
export { seedDemo, DEMO_PASSWORD, DEMO_USERS } from './seed';
