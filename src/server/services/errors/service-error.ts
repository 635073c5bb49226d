/** What went wrong, in the domain's words; the API maps each kind to an HTTP status. */
export type ServiceErrorKind =
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'forbidden'
  | 'unauthenticated'
  | 'too_many_requests'
  /** An upload bigger than the shop takes (413). */
  | 'too_large'
  /** An upload of a kind the shop does not take (415). */
  | 'unsupported_type';

/** The HTTP status each kind answers with, on the API and on pages alike. */
export const HTTP_STATUS_OF: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  too_large: 413,
  unsupported_type: 415,
};

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** A limit was reached; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
    this.name = 'RateLimitedError';
  }
}

/**
 * Whether `error` is a RateLimitedError, for page loaders: the pages are bundled apart from the
 * server (and loaded through Vite in development), so their copy of the class is not the one the
 * services throw, and `instanceof` says no.
 */
export function isRateLimited(error: unknown): error is RateLimitedError {
  const fields = error as Partial<RateLimitedError> | null;
  return (
    error instanceof Error &&
    fields?.kind === 'too_many_requests' &&
    typeof fields.retryAfterSeconds === 'number'
  );
}

/** Whether `error` is a ServiceError of `kind`; by its fields, for the same reason as isRateLimited. */
export function isServiceErrorOf(error: unknown, kind: ServiceErrorKind): error is ServiceError {
  return error instanceof Error && (error as Partial<ServiceError>).kind === kind;
}

/** Whether `error` is any ServiceError; by its fields, for the same reason as isRateLimited. */
export function isServiceError(error: unknown): error is ServiceError {
  const kind = (error as Partial<ServiceError> | null)?.kind;
  return error instanceof Error && typeof kind === 'string' && Object.hasOwn(HTTP_STATUS_OF, kind);
}
