// The browser's one way to call the shop's JSON API (SPEC §7): cookies always, a JSON body only when
// there is one, and a non-success answer becomes an ApiError reading '{status}: {body text or status
// text}'. Page loaders and actions read the services directly and never come through here.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Extra headers, such as an order's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call: 'no-cache' asks the shop again for what it cached. */
  cache?: RequestCache;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body of the answer, or undefined when it was empty or not JSON. */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` of a JSON error body, for toasts that show the server's own words. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** Field messages of a 4xx body (`{ message, errors: { field: message } }`). */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

/** The server's own message when `error` is an API answer that carried one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and answers the parsed JSON body (undefined for an empty one). A network
 * failure rejects with fetch's own error; a non-success answer with an ApiError.
 */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  body?: unknown,
  { headers = {}, signal, cache }: ApiRequestOptions = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    cache,
    credentials: 'include',
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseJson(text),
    );
  }
  // A success that is not JSON is a fault of the answer, so it throws rather than pass as empty.
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
