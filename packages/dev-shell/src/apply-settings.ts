import { configureAuth, setCurrentUserOverride } from '@freightdeck/auth';
import { type CannedResponses, createCannedFetch } from './canned-fetch';
import { defaultCanned } from './default-canned';
import { fakeUser } from './roles';
import type { DevShellSettings } from './settings';

const realFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/** Puts the panel's choice into the shared auth package: the fake user and where calls go. */
export function applySettings(settings: DevShellSettings, canned: CannedResponses): void {
  setCurrentUserOverride(settings.role === 'signed-in' ? null : fakeUser(settings.role, settings.permissions));
  configureAuth({
    // Same origin: the dev server proxies /v1 to the real API (API_URL, default :8080).
    baseUrl: '',
    fetch: settings.source === 'canned' ? createCannedFetch({ ...defaultCanned(canned), ...canned }) : realFetch,
  });
}
