import { apiClient } from '@freightdeck/auth';
import type { CreateRegistrationLinkRequest, RegistrationLink } from '@freightdeck/contracts';

/** Staff e-mail a prospective customer a link to the registration form (valid 14 days, one application). */
export const sendRegistrationLink = (body: CreateRegistrationLinkRequest) =>
  apiClient.post<RegistrationLink>('/organizations/registration-links', body);
