import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, serverMessage } from './api-client';

function answer(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (response instanceof Error) throw response;
      return response;
    }),
  );
  return calls;
}

async function failure(request: Promise<unknown>): Promise<unknown> {
  return request.then(
    () => expect.fail('the request should have failed'),
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with cookies and answers the parsed JSON', async () => {
    const calls = answer(Response.json({ orderNumber: 'HM-1' }, { status: 201 }));
    const signal = new AbortController().signal;
    const order = await apiRequest<{ orderNumber: string }>(
      'POST',
      '/api/orders',
      { items: [{ id: 1, quantity: 2 }] },
      { headers: { 'Idempotency-Key': 'key-1' }, signal },
    );
    expect(order).toEqual({ orderNumber: 'HM-1' });
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/orders');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ items: [{ id: 1, quantity: 2 }] });
    expect(init.signal).toBe(signal);
  });

  it('sends no body and no content type without a body, and answers undefined for an empty one', async () => {
    const calls = answer(new Response(null, { status: 204 }));
    expect(await apiRequest('DELETE', '/api/wishlist/3')).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.headers).toEqual({});
  });

  it("raises an ApiError carrying a JSON error body's message and field errors", async () => {
    const body = { message: 'Please check the form', errors: { email: 'Enter a valid email' } };
    answer(Response.json(body, { status: 400, statusText: 'Bad Request' }));
    const error = await failure(apiRequest('POST', '/api/contact', {}));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.serverMessage).toBe('Please check the form');
    expect(apiError.fieldErrors).toEqual({ email: 'Enter a valid email' });
    expect(serverMessage(apiError)).toBe('Please check the form');
  });

  it('raises an ApiError reading the status and a text body', async () => {
    answer(new Response('Upstream trouble', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await failure(apiRequest('GET', '/api/products'))) as ApiError;
    expect(error.message).toBe('502: Upstream trouble');
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it('reads the status text when the error body is empty', async () => {
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await failure(apiRequest('GET', '/api/products'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeUndefined();
  });

  it("passes a network failure on as fetch's own error", async () => {
    const offline = new TypeError('Failed to fetch');
    answer(offline);
    const error = await failure(apiRequest('GET', '/api/wishlist'));
    expect(error).toBe(offline);
    expect(serverMessage(error)).toBeUndefined();
  });
});
