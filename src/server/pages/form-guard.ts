// Page actions read their own bodies (React Router), so Fastify's parsers and its body limit do not
// cover them. This guard does, from the headers alone, before a byte of the body is read.
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_FORM_BYTES, UPLOAD_FORM_TOO_LARGE } from '../../core/image-upload';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from '../../core/logo-upload';
import { isAdmin } from '../../core/roles';
import type { Refusal } from './refusal';

// React Router runs a route's action for these methods.
export const ACTION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// What an HTML form posts, and what React Router's own submissions to `.data` URLs send
// (URLSearchParams or FormData bodies). The shop's forms never use its JSON or text encodings.
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

// The console's picture and logo uploads are the page forms that carry files; only an admin's are
// let in at their own sizes, so nobody else can make the shop read megabytes into memory.
const PICTURE_UPLOAD_PATH = /^\/admin\/products\/\d{1,10}(?:\.data)?$/;
const LOGO_UPLOAD_PATH = /^\/admin\/settings(?:\.data)?$/;
// The logo's form: the file, and its few fields and part headers.
const LOGO_FORM_BYTES = MAX_LOGO_BYTES + 16 * 1024;

/** The body limit of a page request, and the words for a body over it. */
export function formBodyLimit(
  request: FastifyRequest,
  bodyLimit: number,
): { bytes: number; tooLarge: string } {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  const path = request.url.split('?')[0] ?? '';
  const adminUpload =
    type === 'multipart/form-data' && request.sessionUser !== null && isAdmin(request.sessionUser);
  if (adminUpload && PICTURE_UPLOAD_PATH.test(path)) {
    return { bytes: MAX_UPLOAD_FORM_BYTES, tooLarge: UPLOAD_FORM_TOO_LARGE };
  }
  if (adminUpload && LOGO_UPLOAD_PATH.test(path)) return { bytes: LOGO_FORM_BYTES, tooLarge: LOGO_TOO_LARGE };
  return { bytes: bodyLimit, tooLarge: `A form may be at most ${Math.floor(bodyLimit / 1024)} KB.` };
}

/** Why a page request's body must not reach an action, or null when it may. */
export function refuseFormBody(request: FastifyRequest, bodyLimit: number): Refusal | null {
  if (!ACTION_METHODS.has(request.method)) return null;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.has(type)) {
    return {
      status: 415,
      title: 'This form could not be read',
      message: 'Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.',
    };
  }
  const length = request.headers['content-length'];
  // Browsers always say how long a form is. Without a length the size is known only after reading
  // it all; Node never reads past a stated length, so checking it bounds what an action reads.
  if (length === undefined && request.headers['transfer-encoding'] !== undefined) {
    return {
      status: 411,
      title: 'This form could not be read',
      message: 'Send the form with a Content-Length.',
    };
  }
  const limit = formBodyLimit(request, bodyLimit);
  if (Number(length) > limit.bytes) {
    return { status: 413, title: 'This form is too large', message: limit.tooLarge };
  }
  return null;
}
