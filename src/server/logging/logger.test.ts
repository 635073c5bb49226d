import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), text: () => lines.join('') };
}

function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('the log of a failed query', () => {
  it('keeps the statement, the error code and the constraint, never the values', () => {
    const { log, text } = capture();
    const cause = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(wanjiku@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "phone") values ($1, $2)',
      ['wanjiku@example.com', '0712345678'],
      cause,
    );
    log.error({ err: error }, 'request failed');

    expect(text()).not.toMatch(/wanjiku|0712345678/);
    const { err } = JSON.parse(text()) as {
      err: Record<string, unknown> & { cause: Record<string, unknown> };
    };
    expect(err.message).toMatch(
      /^Failed query: insert into "users" \("email", "phone"\) values \(\$1, \$2\)/,
    );
    expect(err.stack).toMatch(/^Error: Failed query: insert into "users".*\n {4}at /);
    expect(err.query).toBe('insert into "users" ("email", "phone") values ($1, $2)');
    expect(err.params).toBeUndefined();
    // The driver's code and constraint are lifted onto the query error; its message follows.
    expect(err).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(err.message).toContain('duplicate key value violates unique constraint "users_email_unique"');
  });

  it('does not repeat a rejected value that PostgreSQL quotes in its message', () => {
    const { log, text } = capture();
    const cause = databaseError('invalid input syntax for type integer: "Wanjiku Kamau"', { code: '22P02' });
    log.warn(
      { err: new DrizzleQueryError('select 1 where $1::int > 0', ['Wanjiku Kamau'], cause) },
      'failed',
    );
    expect(text()).not.toMatch(/Wanjiku/);
    expect(text()).toMatch(/22P02/);
  });

  it('still logs an ordinary error in full', () => {
    const { log, text } = capture();
    log.error({ err: Object.assign(new Error('M-Pesa unavailable'), { status: 503 }) }, 'failed');
    const { err } = JSON.parse(text()) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ type: 'Error', message: 'M-Pesa unavailable', status: 503 });
    expect(err.stack).toMatch(/^Error: M-Pesa unavailable\n/);
  });
});
