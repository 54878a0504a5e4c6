import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_DOCUMENT_MAX_BYTES, BookingDocumentSchema, ACTION_PERMISSIONS } from '@freightdeck/contracts';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-schemas';
import { withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import { bookingAccess } from '../bookings';
import { attachmentDisposition } from './content-disposition';
import type { BookingDocumentService } from './service';

const NoContent = z.undefined().describe('Done');
const BookingParamsSchema = z.object({ id: z.string().min(1).max(64) });
const DocumentParamsSchema = BookingParamsSchema.extend({ docId: z.uuid() });
const VIEWERS = withPermission(ACTION_PERMISSIONS.bookingView);
const MANAGERS = withPermission(ACTION_PERMISSIONS.bookingManage);

export interface BookingDocumentRoutesOptions {
  documentService: BookingDocumentService;
  maxBytes?: number;
}

export const bookingDocumentRoutes: FastifyPluginAsyncZod<BookingDocumentRoutesOptions> = async (app, { documentService, maxBytes = BOOKING_DOCUMENT_MAX_BYTES }) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { access: bookingAccess(auth), impersonatedById: auth.impersonatedById };
  };

  app.get('/bookings/:id/documents', {
    config: VIEWERS,
    schema: { tags: ['bookings'], summary: "A booking's documents", params: BookingParamsSchema, response: { 200: z.object({ items: z.array(BookingDocumentSchema) }), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => documentService.list(actorOf(request).access, request.params.id),
  });

  // Multipart parsing only here: every other route keeps answering 415 to a multipart body.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });
    uploads.withTypeProvider<ZodTypeProvider>().post('/bookings/:id/documents', {
      config: MANAGERS,
      schema: {
        tags: ['bookings'],
        summary: 'Attach a document: multipart/form-data with a `type` field, then the `file` (at most 20 MB; PDF, images or office files by their content)',
        params: BookingParamsSchema,
        response: { 201: BookingDocumentSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      handler: async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data');
        const document = await documentService.upload(actorOf(request), request.params.id, () => request.parts());
        return reply.status(201).send(document);
      },
    });
  });

  app.delete('/bookings/:id/documents/:docId', {
    config: MANAGERS,
    schema: { tags: ['bookings'], summary: 'Remove a document and its stored file', params: DocumentParamsSchema, response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await documentService.remove(actorOf(request), request.params.id, request.params.docId);
      return reply.status(204).send();
    },
  });

  app.get('/bookings/:id/documents/:docId/file', {
    config: VIEWERS,
    // Sent as stored, with its length: documents are mostly compressed formats already.
    compress: false,
    schema: {
      tags: ['bookings'],
      summary: "A document's file, as an attachment with its original name",
      params: DocumentParamsSchema,
      response: { 200: z.unknown().describe('The file, in its detected content type'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { document, content } = await documentService.download(actorOf(request).access, request.params.id, request.params.docId);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.sizeBytes))
        .header('content-disposition', attachmentDisposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  });
};
