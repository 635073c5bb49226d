import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { BAD_URL, refusalFor, sendRefusal } from './refusal';

/**
 * Errors raised for a page URL before React Router renders it (the CSRF check, the compression
 * plugin, Fastify itself) answer as a page, in HTML; the API's handler answers JSON.
 */
export function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify's errors and the API's HttpError (the CSRF check) both carry their status.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendRefusal(request, reply, refusalFor(status, error.message));
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendRefusal(request, reply, {
      status: 503,
      title: 'The shop is briefly unavailable',
      message: 'Please try again in a minute.',
    });
  }
  request.log.error({ err: error }, 'page request failed');
  return sendRefusal(request, reply, {
    status: 500,
    title: 'Something went wrong',
    message: 'Something went wrong on our side. Please try again.',
  });
}

/** Fastify's `frameworkErrors`: a URL that is not valid (bad percent-encoding) on either side. */
export function badUrlHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/')) return reply.status(400).send({ message: BAD_URL });
  return sendRefusal(request, reply, refusalFor(400, BAD_URL));
}
