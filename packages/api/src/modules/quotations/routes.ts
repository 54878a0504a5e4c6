import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptQuotationSchema, ACTION_PERMISSIONS, BookQuotationSchema, CreateQuotationBaseSchema, CreateQuotationShareLinkSchema, DeclineQuotationSchema,
  IssueQuotationSchema, QuotationDraftPageSchema, QuotationDraftQuerySchema, QuotationDraftSchema, QuotationListQuerySchema, QuotationPageSchema,
  QuotationSchema, QuotationShareLinkListSchema, QuotationShareLinkSchema, QuotationSummarySchema, SaveQuotationDraftSchema, SharedQuotationSchema,
  QuotationPriceResultSchema, UpdateQuotationSchema,
} from '@freightdeck/contracts';
import { z } from 'zod';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { PUBLIC, withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { QuotationActor } from './access';
import type { QuotationDraftService } from './drafts';
import type { QuotationService } from './service';
import type { QuotationShareLinkService } from './share-links';

const VIEW = withPermission(ACTION_PERMISSIONS.quotationView);
const MANAGE = withPermission(ACTION_PERMISSIONS.quotationManage);
const headers = BearerHeadersSchema;
const IdParamsSchema = z.object({ id: z.string().trim().min(1).max(64).describe('Quotation id (UUID) or reference (FDQ-001042)') });
const DraftParamsSchema = z.object({ id: z.uuid() });
const LinkParamsSchema = IdParamsSchema.extend({ linkId: z.uuid() });
const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
const SubmitSchema = z.object({ expectedVersion: z.number().int().min(1).optional() });
const NoContent = z.undefined().describe('Done');

const actorOf = (request: Parameters<typeof authOf>[0]): QuotationActor => {
  const { userId, organizations, permissions, impersonatedById } = authOf(request);
  return { userId, organizations, permissions, impersonatedById };
};

export interface QuotationRoutesOptions {
  quotationService: QuotationService;
  draftService: QuotationDraftService;
  shareLinkService: QuotationShareLinkService;
  /** Counts a public call per client address; 429 beyond the limit. */
  admitPublic: (ip: string) => Promise<void>;
}

/** Quotations (docs/adr/019-quotations-and-rate-cards.md). Static paths are registered before `/quotations/:id`. */
export const quotationRoutes: FastifyPluginAsyncZod<QuotationRoutesOptions> = async (app, { quotationService, draftService, shareLinkService, admitPublic }) => {
  app.get('/quotations', {
    config: VIEW,
    schema: { tags: ['quotations'], summary: 'Quotations in the caller\'s scope: filtered, sorted, one page', headers, querystring: QuotationListQuerySchema, response: { 200: QuotationPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => quotationService.list(actorOf(request), request.query),
  });

  app.post('/quotations', {
    config: MANAGE,
    schema: {
      tags: ['quotations'], summary: 'Request a quotation: priced at once by the rate cards (ISSUED), or waiting for the pricing desk (REQUESTED)', headers,
      // The cross-field rules run in the service (the refined schema does not describe itself in OpenAPI).
      body: CreateQuotationBaseSchema, response: { 201: QuotationSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => reply.status(201).send(await quotationService.create(actorOf(request), request.body)),
  });

  app.post('/quotations/price', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'The options a request would get now by the rate cards, priced and not stored (the request form\'s preview)', headers, body: CreateQuotationBaseSchema, response: { 200: QuotationPriceResultSchema, ...errorResponses(400, 401, 403) } },
    // Built field by field from the QuotationOption type (pricing.ts): re-checking every option's
    // emissions against the schema on each call guards nothing (as bookings' list, ADR 008); the
    // schema documents it and the API tests hold the answer to it.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request) => quotationService.price(actorOf(request), request.body),
  });

  app.get('/quotations/summary', {
    config: VIEW,
    schema: { tags: ['quotations'], summary: 'The dashboard widget\'s figures: open quotations and those expiring within 7 days', headers, response: { 200: QuotationSummarySchema, ...errorResponses(401, 403) } },
    handler: async (request) => quotationService.summary(actorOf(request)),
  });

  // ---- drafts: the caller's own ----
  app.get('/quotations/drafts', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'The caller\'s own quotation drafts, newest first', headers, querystring: QuotationDraftQuerySchema, response: { 200: QuotationDraftPageSchema, ...errorResponses(400, 401, 403) } },
    handler: async (request) => draftService.list(authOf(request).userId, request.query),
  });
  app.post('/quotations/drafts', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'Save the request form as a draft (data at most 256 KB)', headers, body: SaveQuotationDraftSchema, response: { 201: QuotationDraftSchema, ...errorResponses(400, 401, 403, 413) } },
    handler: async (request, reply) => reply.status(201).send(await draftService.create(authOf(request).userId, request.body)),
  });
  app.get('/quotations/drafts/:id', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'One of the caller\'s drafts (another user\'s: 404)', headers, params: DraftParamsSchema, response: { 200: QuotationDraftSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => draftService.get(authOf(request).userId, request.params.id),
  });
  app.patch('/quotations/drafts/:id', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'Replace a draft\'s saved state', headers, params: DraftParamsSchema, body: SaveQuotationDraftSchema, response: { 200: QuotationDraftSchema, ...errorResponses(400, 401, 403, 404, 413) } },
    handler: async (request) => draftService.update(authOf(request).userId, request.params.id, request.body),
  });
  app.delete('/quotations/drafts/:id', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'Delete one of the caller\'s drafts', headers, params: DraftParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await draftService.remove(authOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  });

  app.get('/quotations/shareable/:token', {
    config: PUBLIC,
    schema: { tags: ['quotations'], summary: 'The quotation behind a share link (no credentials); unknown, expired or revoked: 404', params: TokenParamsSchema, response: { 200: SharedQuotationSchema, ...errorResponses(400, 404, 429) } },
    handler: async (request, reply) => {
      await admitPublic(request.ip);
      // The page holds a secret in its address: neither caches nor referrers should keep it.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return shareLinkService.shared(request.params.token);
    },
  });

  app.get('/quotations/:id', {
    config: VIEW,
    schema: { tags: ['quotations'], summary: 'One quotation with its options, history and allowed actions', headers, params: IdParamsSchema, response: { 200: QuotationSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => quotationService.get(actorOf(request), request.params.id),
  });

  app.patch('/quotations/:id', {
    config: MANAGE,
    schema: {
      tags: ['quotations'], summary: 'The pricing desk prices a waiting request by hand (options) or sets the validity; remarks', headers, params: IdParamsSchema,
      body: UpdateQuotationSchema, response: { 200: QuotationSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => quotationService.update(actorOf(request), request.params.id, request.body),
  });

  const action = <B extends z.ZodType>(name: string, summary: string, body: B, run: (actor: QuotationActor, id: string, input: z.output<B>) => Promise<unknown>) => {
    app.post(`/quotations/:id/${name}`, {
      config: MANAGE,
      schema: { tags: ['quotations'], summary, headers, params: IdParamsSchema, body, response: { 200: QuotationSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      handler: async (request) => run(actorOf(request), request.params.id, request.body as z.output<B>) as never,
    });
  };
  action('submit', 'Request a DRAFT quotation: priced again (ISSUED) or sent to the pricing desk (REQUESTED)', SubmitSchema, (a, id, b) => quotationService.submit(a, id, b));
  action('issue', 'The pricing desk issues a priced request; its customer is e-mailed', IssueQuotationSchema, (a, id, b) => quotationService.issue(a, id, b));
  action('accept', 'Accept one option of an issued quotation (expired: 409 QUOTATION_EXPIRED)', AcceptQuotationSchema, (a, id, b) => quotationService.accept(a, id, b));
  action('decline', 'Decline the quotation, saying why', DeclineQuotationSchema, (a, id, b) => quotationService.decline(a, id, b));
  action('book', 'Book the accepted option: the booking is created pre-filled and linked both ways (expired: 409 QUOTATION_EXPIRED)', BookQuotationSchema, (a, id, b) => quotationService.book(a, id, b));

  // ---- share links ----
  app.get('/quotations/:id/share-links', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'The quotation\'s share links', headers, params: IdParamsSchema, response: { 200: QuotationShareLinkListSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => shareLinkService.list(actorOf(request), request.params.id),
  });
  app.post('/quotations/:id/share-links', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'Create a share link (expiring; the token is the only key)', headers, params: IdParamsSchema, body: CreateQuotationShareLinkSchema, response: { 201: QuotationShareLinkSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => reply.status(201).send(await shareLinkService.create(actorOf(request), request.params.id, request.body.expiresInDays)),
  });
  app.delete('/quotations/:id/share-links/:linkId', {
    config: MANAGE,
    schema: { tags: ['quotations'], summary: 'Revoke a share link: it stops opening the quotation at once', headers, params: LinkParamsSchema, response: { 200: QuotationShareLinkSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => shareLinkService.revoke(actorOf(request), request.params.id, request.params.linkId),
  });
};
