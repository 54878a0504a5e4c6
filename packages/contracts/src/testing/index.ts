export * from './booking-samples';
