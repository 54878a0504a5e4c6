import { apiClient } from '@freightdeck/auth';
import type { CreateRegistrationLinkRequest, RegistrationLink } from '@freightdeck/contracts';

/** The registration links endpoint; its list's SWR keys start with it. */
export const REGISTRATION_LINKS_PATH = '/organizations/registration-links';

/** E-mails a prospective customer a link to /registration (valid 14 days, one application); the token is in the e-mail only. */
export const sendRegistrationLink = (body: CreateRegistrationLinkRequest) => apiClient.post<RegistrationLink>(REGISTRATION_LINKS_PATH, body);
