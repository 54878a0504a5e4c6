export * from './common';
export * from './auth';
export * from './users';
export * from './two-fa';
export * from './dev';
export * from './account';
export * from './security';
export * from './impersonation';
