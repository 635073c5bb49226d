/** What went wrong, in the domain's words; the API maps each kind to an HTTP status. */
export type ServiceErrorKind =
  'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthenticated' | 'too_many_requests';

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
