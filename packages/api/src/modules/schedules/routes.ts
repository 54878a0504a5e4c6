import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_PERMISSIONS, ScheduleImportResultSchema, ScheduleImportSchema, ScheduleSearchQuerySchema, ScheduleSearchResultSchema } from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { SIGNED_IN, withPermission } from '../../plugins/access';
import type { ScheduleService } from './service';

export const scheduleRoutes: FastifyPluginAsyncZod<{ scheduleService: ScheduleService }> = async (app, { scheduleService }) => {
  // Schedules are open to every signed-in user (docs/product/permissions.md#page-requirements).
  app.get('/schedules/search', {
    config: SIGNED_IN,
    schema: {
      tags: ['schedules'], summary: 'Direct and one-stop flights or sailings between two places, sorted by arrival then transit time',
      querystring: ScheduleSearchQuerySchema, response: { 200: ScheduleSearchResultSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => scheduleService.search(request.query),
  });

  // Staff only: a carrier's timetable replaces what the portal shows every customer.
  app.post('/schedules/imports', {
    config: withPermission(ACTION_PERMISSIONS.bookingManageAll),
    bodyLimit: 25 * 1024 * 1024,
    schema: {
      tags: ['schedules'], summary: "Import a carrier's schedule (air or ocean CSV, DCSA vessel schedules or point-to-point routes); dryRun reports what would change",
      body: ScheduleImportSchema, response: { 200: ScheduleImportResultSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => scheduleService.importSchedule(request.body),
  });
};
