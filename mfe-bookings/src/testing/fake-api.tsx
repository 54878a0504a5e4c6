import { renderWithFakeApi, type FakeApiRenderOptions } from '@freightdeck/dev-shell/testing';
import { routes } from '../routes';

export { apiError, resetBetweenTests, stubApi, type Answer, type ApiCall } from '@freightdeck/dev-shell/testing';

/** Opens a URL of this remote in the dev shell, against the stubbed API (stubApi), with a fresh SWR cache. */
export const renderBookings = (url: string, options?: FakeApiRenderOptions) => renderWithFakeApi('bookings', routes, url, options);
