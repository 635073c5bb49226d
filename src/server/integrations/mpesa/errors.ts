/** Daraja refused a request; `errorMessage` is Daraja's own text, safe to show the payer. */
export class DarajaError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(`Daraja ${httpStatus} ${errorCode}: ${errorMessage}`);
    this.name = 'DarajaError';
  }
}

/** Daraja could not be reached, or answered something that is not Daraja's shape. */
export class DarajaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DarajaUnavailableError';
  }
}

/** Daraja's error body: `{"requestId":"...","errorCode":"400.002.02","errorMessage":"..."}`. */
export function darajaErrorFrom(status: number, body: unknown): DarajaError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.errorCode === 'string' ? fields.errorCode : String(status);
  const message =
    typeof fields.errorMessage === 'string' && fields.errorMessage.trim() !== ''
      ? fields.errorMessage
      : status === 400 || status === 401
        ? // Wrong consumer key or secret: Daraja answers 400 with an empty body.
          'Invalid M-Pesa credentials'
        : `M-Pesa answered HTTP ${status}`;
  return new DarajaError(status, code, message);
}
