import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { fitDump, fitDumpStream } from './dump-lines';

const POSTGRES_15 = new Set(['statement_timeout', 'lock_timeout', 'client_encoding', 'row_security']);

const DUMP = [
  '--',
  '-- PostgreSQL database dump',
  '--',
  '',
  '\\restrict AbC123',
  '',
  'SET statement_timeout = 0;',
  'SET transaction_timeout = 0;',
  "SET client_encoding = 'UTF8';",
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'SET row_security = off;',
  '',
  'CREATE TABLE public.notes (body text);',
  "INSERT INTO public.notes VALUES ('line one",
  'SET transaction_timeout = 0;',
  "\\restrict AbC123 in a note');",
  '',
  '\\unrestrict AbC123',
  '',
].join('\n');

describe('a dump fitted to the database it is restored into', () => {
  it('drops the settings the target does not know, at the top only, keeping every line in its place', () => {
    const fitted = fitDump(DUMP, { knownSettings: POSTGRES_15, withoutPsql: false }).split('\n');
    expect(fitted).toHaveLength(DUMP.split('\n').length);
    expect(fitted[7]).toBe('');
    expect(fitted[6]).toBe('SET statement_timeout = 0;');
    // Text inside a row is data, whatever it looks like.
    expect(fitted[14]).toBe('SET transaction_timeout = 0;');
    // psql keeps its guard.
    expect(fitted[4]).toBe('\\restrict AbC123');
    expect(fitted[17]).toBe('\\unrestrict AbC123');
  });

  it('drops psql’s guard when the database runs the SQL itself, and only the guard', () => {
    const fitted = fitDump(DUMP, { knownSettings: POSTGRES_15, withoutPsql: true }).split('\n');
    expect(fitted[4]).toBe('');
    expect(fitted[17]).toBe('');
    expect(fitted[15]).toBe("\\restrict AbC123 in a note');");
  });

  it('fits a stream the same, a character split between chunks included', async () => {
    const bytes = Buffer.from(`${DUMP}-- Ngũgĩ\n`);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const streamed = await text(
      Readable.from(chunks).pipe(fitDumpStream({ knownSettings: POSTGRES_15, withoutPsql: false })),
    );
    expect(streamed).toBe(fitDump(`${DUMP}-- Ngũgĩ\n`, { knownSettings: POSTGRES_15, withoutPsql: false }));
  });
});
