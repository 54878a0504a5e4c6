// The integrations module's public API: what the composition root and other modules import from it.
// Systems that report tracking events and logger readings, with their API keys and scopes. Everything else in this folder is the module's own.

export { integrationRoutes } from './routes';
export { authenticateIntegration, createIntegrationService, integrationById, integrationNames, type IntegrationRow, type IntegrationService } from './service';
