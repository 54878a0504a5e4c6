// The references module's public API: what the composition root and other modules import from it.
// The reference data sets. Everything else in this folder is the module's own.

export { loadReferenceData } from './load';
export { knownLocationCodes } from './known-locations';
export { locate, type Located } from './locate';
export { referenceRoutes } from './routes';
export { createReferenceService } from './service';
