import { describe, expect, it } from 'vitest';
import { LoadOptionsError, readLoadOptions } from './options';

const server = 'postgres://postgres@127.0.0.1:5432/test';

describe('readLoadOptions', () => {
  it("defaults to 200 shoppers for 60 s on DATABASE_URL's server, else TEST_DATABASE_URL's", () => {
    expect(readLoadOptions({ TEST_DATABASE_URL: server })).toMatchObject({
      shoppers: 200,
      seconds: 60,
      processes: 2,
      serverUrl: server,
    });
    expect(readLoadOptions({ DATABASE_URL: 'postgres://a/b', TEST_DATABASE_URL: server }).serverUrl).toBe(
      'postgres://a/b',
    );
    expect(
      readLoadOptions({
        TEST_DATABASE_URL: server,
        LOAD_SHOPPERS: '50',
        LOAD_SECONDS: '15',
        LOAD_PROCESSES: '4',
      }),
    ).toMatchObject({
      shoppers: 50,
      seconds: 15,
      processes: 4,
    });
  });

  it('refuses to run without PostgreSQL or with counts that are not whole numbers', () => {
    expect(() => readLoadOptions({})).toThrow(LoadOptionsError);
    expect(() => readLoadOptions({ TEST_DATABASE_URL: server, LOAD_SHOPPERS: '0' })).toThrow(/LOAD_SHOPPERS/);
    expect(() => readLoadOptions({ TEST_DATABASE_URL: server, LOAD_SECONDS: '1.5' })).toThrow(/LOAD_SECONDS/);
    expect(() => readLoadOptions({ TEST_DATABASE_URL: server, LOAD_PROCESSES: '0' })).toThrow(
      /LOAD_PROCESSES/,
    );
  });
});
