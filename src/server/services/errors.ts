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
