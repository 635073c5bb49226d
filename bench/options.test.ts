import { describe, expect, it } from 'vitest';
import { OptionsError, readOptions, SECTIONS } from './options';

describe('benchmark options', () => {
  it('runs every part on PGlite for 5 s by default', () => {
    const options = readOptions({});
    expect([...options.sections]).toEqual([...SECTIONS]);
    expect(options.seconds).toBe(5);
    expect(options.databaseUrl).toBeUndefined();
    expect(options.lighthouseRuns).toBe(3);
    expect(options.chromePath).toBe('/usr/bin/chromium');
  });

  it('runs only the named parts, less the skipped ones', () => {
    expect([...readOptions({ BENCH_ONLY: 'pages, memory,lighthouse' }).sections]).toEqual([
      'pages',
      'memory',
      'lighthouse',
    ]);
    expect([
      ...readOptions({ BENCH_SKIP: 'lighthouse,visits,series,console,insights,processes' }).sections,
    ]).toEqual(['api', 'pages', 'memory', 'js']);
    expect([...readOptions({ BENCH_ONLY: 'api,js', BENCH_SKIP: 'js' }).sections]).toEqual(['api']);
  });

  it('refuses a part it does not know, naming the ones it does', () => {
    expect(() => readOptions({ BENCH_ONLY: 'load' })).toThrow(OptionsError);
    expect(() => readOptions({ BENCH_SKIP: 'lighthouse,lighthose' })).toThrow(/lighthose.*api, pages/);
  });

  it('refuses a selection that leaves nothing', () => {
    expect(() => readOptions({ BENCH_ONLY: 'api', BENCH_SKIP: 'api' })).toThrow(/nothing/);
  });

  it('reads PostgreSQL from DATABASE_URL, an empty one meaning PGlite', () => {
    expect(readOptions({ DATABASE_URL: 'postgres://u@h:5432/test' }).databaseUrl).toBe(
      'postgres://u@h:5432/test',
    );
    expect(readOptions({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('takes fractional seconds but no zero, negative or non-numeric lengths', () => {
    expect(readOptions({ BENCH_SECONDS: '2.5' }).seconds).toBe(2.5);
    for (const bad of ['0', '-1', 'ten'])
      expect(() => readOptions({ BENCH_SECONDS: bad })).toThrow(/BENCH_SECONDS/);
    expect(() => readOptions({ BENCH_LIGHTHOUSE_RUNS: '0' })).toThrow(/BENCH_LIGHTHOUSE_RUNS/);
  });
});
