export * from './permissions';
export * from './errors';
export * from './paths';
export * from './remote-routes';
export * from './storage-keys';
export * from './headers';
export * from './api';
export * from './roles';
