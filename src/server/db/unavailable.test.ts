import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const pgError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), { severity: 'ERROR', ...fields });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a refused connection to every address',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a server that stopped answering', new Error('Query read timeout')],
    [
      'an administrator shutdown',
      pgError('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
    ],
    [
      'a server starting up',
      pgError('the database system is starting up', { code: '57P03', severity: 'FATAL' }),
    ],
    [
      'a server shutting down',
      pgError('the database system is shutting down', { code: '57P03', severity: 'FATAL' }),
    ],
    [
      'too many connections',
      pgError('sorry, too many clients already', { code: '53300', severity: 'FATAL' }),
    ],
    [
      'a database closed to connections',
      pgError('database "shop" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
    ],
    ['a statement timeout', pgError('canceling statement due to statement timeout', { code: '57014' })],
    ['a connection failure', pgError('connection failure', { code: '08006' })],
  ])('is true for %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint "x"', { code: '23505' })],
    ['a syntax error', pgError('syntax error at or near "selec"', { code: '42601' })],
    [
      'an unrelated prerequisite error',
      pgError('currval of sequence "s" is not yet defined in this session', { code: '55000' }),
    ],
    ['an error of ours', new Error('Payment not found')],
    ['not an error at all', 'nope'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
