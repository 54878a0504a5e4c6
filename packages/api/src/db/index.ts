export * from './client';
export * from './migrate';
export * from './rows';
export * as schema from './schema';
