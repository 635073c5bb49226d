// The browser's JSON calls (SPEC §7): cookies always, a JSON body only when there is one, and a
// non-success answer becomes an error reading '{status}: {body text or status text}'.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `message` of a JSON error body, for toasts that show the server's words. */
    readonly serverMessage: string | undefined,
    /** Field messages of a 4xx body (`{ message, errors: { field: message } }`). */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiFetch<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let serverMessage: string | undefined;
    let fieldErrors: Record<string, string> = {};
    try {
      const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
      if (typeof parsed.message === 'string') serverMessage = parsed.message;
      if (parsed.errors && typeof parsed.errors === 'object')
        fieldErrors = parsed.errors as Record<string, string>;
    } catch {
      // Not JSON: the text itself is the message.
    }
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      serverMessage,
      fieldErrors,
    );
  }
  return (await response.json()) as T;
}
