import { badRequest } from './http-errors';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const MESSAGE = 'Idempotency-Key must be 1 to 200 visible characters';

/** The request's `Idempotency-Key` header: absent, or 1 to 200 visible ASCII characters (else 400). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw badRequest(MESSAGE, { 'Idempotency-Key': MESSAGE });
  }
  return header;
}
