// A JSON body that is no object (null, a list, text, a number) is the caller's mistake: every
// console endpoint answers it with a 4xx and a message, and stores nothing. POST
// /api/admin/products answered `null` with a 500: its checks of which fields were sent ran even
// when there were no fields to look at.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_OBJECT } from '../../src/core/zod-errors';
import { registeredRoutes } from '../fuzz/route-list';
import { rowChanges, rowCounter, type RowCounts } from '../fuzz/row-counts';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

const NOT_OBJECTS: [string, unknown][] = [
  ['null', null],
  ['a list', []],
  ['text', 'Fuzz Shea Balm'],
  ['a number', 0],
];

/** Console endpoints whose body is a picture, not JSON. */
const PICTURE_BODIES = new Set(['/api/admin/settings/logo']);

let app: TestApp & { server: FastifyInstance };
let owner: Caller;
let countRows: () => Promise<RowCounts>;

beforeAll(async () => {
  app = (await startTestApp()) as typeof app;
  owner = (await personas(app)).admin;
  countRows = await rowCounter(app.db);
});
afterAll(() => app.close());

async function answerTo(method: string, path: string, body: unknown) {
  const before = await countRows();
  const response = await owner.send(method, path, body);
  const answer = (await response.json()) as { message?: unknown };
  return { status: response.status, message: answer.message, changes: rowChanges(before, await countRows()) };
}

describe('a JSON body that is no object', () => {
  it.each(NOT_OBJECTS)('POST /api/admin/products answers %s 400 and adds no product', async (_name, body) => {
    expect(await answerTo('POST', '/api/admin/products', body)).toEqual({
      status: 400,
      message: NOT_AN_OBJECT,
      changes: '',
    });
  });

  it('is refused with a message by every console endpoint that takes a body, storing nothing', async () => {
    // Path parameters name no row, so an action without a body finds nothing to act on.
    const params: Record<string, string> = {
      id: '999999',
      orderNumber: 'HM-NOTHING',
      group: 'stock',
      page: 'about',
      version: '999',
      index: '0',
    };
    const routes = registeredRoutes(app.server).filter(
      (route) => route.url.startsWith('/api/admin/') && ['POST', 'PUT', 'PATCH'].includes(route.method),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      const path = url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '1');
      for (const [name, body] of NOT_OBJECTS) {
        const answer = await answerTo(method, path, body);
        const what = `${method} ${url} with ${name}: ${JSON.stringify(answer)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(typeof answer.message, what).toBe('string');
        expect(answer.changes, what).toBe('');
        // Where no path parameter can be missing, the body is what is wrong: a JSON body where a
        // picture belongs is of the wrong type.
        if (!url.includes(':')) expect(answer.status, what).toBe(PICTURE_BODIES.has(url) ? 415 : 400);
      }
    }
  });
});
