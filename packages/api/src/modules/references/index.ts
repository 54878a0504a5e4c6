// The references module's public API: what the composition root and other modules import from it.
// The reference data sets. Everything else in this folder is the module's own.

export { loadReferenceData } from './load';
export { describePlaces, locate, type Located, type PlaceFacts } from './locate';
export { knownLocationCodes } from './known-locations';
export { createPlaceDirectory, type PlaceDirectory } from './place-directory';
export { referenceRoutes } from './routes';
export { createReferenceService } from './service';
