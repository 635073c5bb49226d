/** What went wrong, in the domain's words; the API maps each kind to an HTTP status. */
export type ServiceErrorKind = 'not_found' | 'conflict' | 'invalid' | 'forbidden' | 'unauthenticated';

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
