import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../lib/app-error';
import { unstorableStrings } from '../lib/unicode';

/**
 * One guard at the edge (docs/adr/017-hardening.md#text-at-the-edge): before any route's schema
 * runs, every string of the path parameters, the query string and a JSON body must be storable
 * text (lib/unicode.ts), else 400 VALIDATION_ERROR naming the field. So no schema, service or
 * column has to think of NUL bytes or lone surrogates again.
 */
export function checkRequestText(request: FastifyRequest): void {
  const issues = [
    ...unstorableStrings(request.params, 'params'),
    ...unstorableStrings(request.query, 'query'),
    ...(request.body === undefined ? [] : unstorableStrings(request.body, '')),
  ];
  if (issues.length > 0) throw errors.validation(issues);
}

async function inputTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => checkRequestText(request));
}

export const inputTextPluginFp = fp(inputTextPlugin, { name: 'input-text' });
