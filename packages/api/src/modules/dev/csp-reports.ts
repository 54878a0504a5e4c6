import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { PUBLIC } from '../../plugins/access';
import { fromLoopback } from './loopback';

/** Where browsers send Content-Security-Policy violations in development (plugins/security-headers.ts). */
export const CSP_REPORT_PATH = '/v1/dev/csp-reports';
/** The newest reports kept by this process: enough for an e2e run, bounded for a long dev session. */
const KEPT = 500;

const ReportListSchema = z.object({ reports: z.array(z.looseObject({})) });
const ReportQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(KEPT).optional().describe('Only the newest this many') });

/**
 * Development only (never registered in production): CSP violation reports, kept in this process's
 * memory and listed to loopback clients, so the e2e suite fails on any violation in any page it
 * opened (docs/adr/017-hardening.md#security-headers).
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports: Record<string, unknown>[] = [];
  // `report-uri` posts application/csp-report; the Reporting API posts application/reports+json.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: 64 * 1024 }, app.getDefaultJsonParser('error', 'error'));

  app.post('/dev/csp-reports', {
    config: PUBLIC,
    schema: { tags: ['development'], summary: 'Receives a browser report of a Content-Security-Policy violation', body: z.unknown(), response: { 204: z.null(), ...errorResponses(400) } },
    handler: async (request, reply) => {
      const list = Array.isArray(request.body) ? request.body : [request.body];
      for (const item of list) {
        // A report is a JSON object; anything else a client posts is not one (and would not serialise as one).
        if (item && typeof item === 'object' && !Array.isArray(item)) reports.push(item as Record<string, unknown>);
      }
      reports.splice(0, Math.max(0, reports.length - KEPT));
      request.log.warn({ report: request.body }, 'Content-Security-Policy violation');
      return reply.status(204).send(null);
    },
  });

  app.get('/dev/csp-reports', {
    config: PUBLIC,
    schema: { tags: ['development'], summary: 'CSP violation reports received by this process, oldest first (loopback clients only)', querystring: ReportQuerySchema, response: { 200: ReportListSchema, ...errorResponses(400, 404) } },
    onRequest: async (request) => {
      if (!fromLoopback(request)) throw errors.notFound(`No route for GET ${CSP_REPORT_PATH}`);
    },
    handler: async (request) => ({ reports: request.query.limit ? reports.slice(-request.query.limit) : reports }),
  });
};
