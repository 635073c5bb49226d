import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './serializers';

/** A PostgreSQL error as node-postgres and PGlite throw it. */
function driverError(message: string, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { severity: 'ERROR', code: '22P02', ...fields });
}

const logged = (error: Error) => JSON.stringify(errorForLog(error));

describe('errors in the log', () => {
  it("keep a failed query's SQL and the driver's code, not its parameters or the refused row", () => {
    const cause = driverError('new row for relation "orders" violates check constraint "c"', {
      code: '23514',
      constraint: 'c',
      detail: 'Failing row contains (Amina Njeri, 0712345678).',
      params: ['Amina Njeri', '0712345678'],
    });
    const error = new DrizzleQueryError(
      'insert into "orders" values ($1, $2)',
      ['Amina Njeri', '0712345678'],
      cause,
    );
    expect(errorForLog(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "orders" values ($1, $2): new row for relation "orders" violates check constraint "c"',
      code: '23514',
      constraint: 'c',
    });
    expect(logged(error)).not.toMatch(/Amina|0712345678|params/);
    expect((errorForLog(error) as { stack: string }).stack).toMatch(
      /^Error: Failed query: insert [^\n]*\n\s+at /,
    );
  });

  it('leave out a value PostgreSQL quotes in its message', () => {
    expect(logged(driverError('invalid input syntax for type integer: "Amina Njeri"'))).not.toContain(
      'Amina',
    );
    expect(logged(driverError('value "254712345678" is out of range for type integer'))).not.toContain(
      '2547',
    );
    expect(errorForLog(driverError('invalid input syntax for type integer: "x"'))).toMatchObject({
      message: 'invalid input syntax for type integer: [value]',
      code: '22P02',
    });
  });

  it('clean a failed query wrapped in another error, keeping that error as it was', () => {
    const query = new DrizzleQueryError('select 1 where $1', ['amina@example.com'], driverError('boom'));
    const error = Object.assign(new Error('could not read the order', { cause: query }), {
      orderNumber: 'HM-1',
    });
    expect(errorForLog(error)).toMatchObject({
      message: 'could not read the order: Failed query: select 1 where $1: boom',
      orderNumber: 'HM-1',
    });
    expect(logged(error)).not.toContain('amina');
  });

  it('leave other errors untouched', () => {
    const error = Object.assign(new TypeError('bad'), { statusCode: 502 });
    expect(errorForLog(error)).toMatchObject({ type: 'TypeError', message: 'bad', statusCode: 502 });
    expect(errorForLog('not an error' as unknown as Error)).toBe('not an error');
  });
});
