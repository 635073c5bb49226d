import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { STEP_UP_REQUIRED_CODE, TWO_FACTOR_SETUP_REQUIRED_CODE } from '../../core/two-factor';
import { zodErrorBody } from '../../core/zod-errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { HTTP_STATUS_OF, RateLimitedError, ServiceError } from '../services/errors';
import { HttpError } from './http-errors';

/**
 * Every failure answers JSON `{ message, errors? }`. Caller mistakes get a 4xx with a message they
 * can act on; a database that is away or stuck a 503 with Retry-After; anything else is logged and
 * answered without internals.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    // A console export link followed in the browser: it gives its code on the page, then comes back.
    const page = error.code && navigatedTo(request) ? TWO_FACTOR_PAGES[error.code] : undefined;
    if (page) return reply.redirect(page(request.url), 303);
    return reply
      .status(error.statusCode)
      .send({ message: error.message, errors: error.errors, code: error.code });
  }
  if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof ServiceError) {
    return reply
      .status(HTTP_STATUS_OF[error.kind])
      .send({ message: error.message, errors: error.fieldErrors });
  }
  if (error instanceof ZodError) {
    return reply.status(400).send(zodErrorBody(error));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: 'The shop is briefly unavailable. Please try again in a minute.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: clientErrorMessage(error) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
}

const TWO_FACTOR_PAGES: Record<string, (url: string) => string> = {
  [STEP_UP_REQUIRED_CODE]: (url) => `/two-factor?${new URLSearchParams({ next: url })}`,
  [TWO_FACTOR_SETUP_REQUIRED_CODE]: () => '/account/two-factor',
};

/** A browser opening the address itself (a link), not a program or a page's fetch. */
const navigatedTo = (request: FastifyRequest) =>
  request.method === 'GET' && request.headers['sec-fetch-mode'] === 'navigate';

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    default:
      return error.message;
  }
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `No API endpoint ${request.method} ${request.url.split('?')[0]}` });
}
