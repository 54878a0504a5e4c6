export * from './organizations';
export * from './users';
export * from './organization-parts';
export * from './registrations';
export * from './sessions';
export * from './misc';
export * from './references';
export * from './bookings';
