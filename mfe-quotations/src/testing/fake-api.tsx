import { renderWithFakeApi, type FakeApiRenderOptions } from '@freightdeck/dev-shell/testing';
import { routes } from '../routes';

export { apiError, resetBetweenTests, stubApi, type Answer, type ApiCall } from '@freightdeck/dev-shell/testing';

/** Opens a URL of this remote in the dev shell, against the stubbed API (stubApi), with a fresh SWR cache. */
export const renderQuotations = (url: string, options?: FakeApiRenderOptions) => renderWithFakeApi('quotations', routes, url, options);
