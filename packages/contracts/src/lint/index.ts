export * from './route-literals';
