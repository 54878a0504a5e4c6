import { ACTION_PERMISSIONS } from '@freightdeck/contracts';
import { z } from 'zod';
import { withPermission } from '../../plugins/access';
import { BearerHeadersSchema } from '../../lib/route-schemas';

export const tags = ['registrations'];
export const headers = BearerHeadersSchema;

/** Staff who review registrations: Operations agent and Platform administrator hold it, customers do not. */
export const REVIEWERS = withPermission(ACTION_PERMISSIONS.registrationLinkSend);

export const RegistrationParamsSchema = z.object({ id: z.uuid().describe('Registration id') });
