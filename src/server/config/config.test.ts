import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration problems', () => {
  it.each([
    [
      'PUBLIC_URL',
      'not a url',
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "not a url")',
    ],
    [
      'PUBLIC_URL',
      'ftp://shop.example',
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "ftp://shop.example")',
    ],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    ['SMTP_URL', 'not a url', 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    ['SMTP_URL', 'http://mail.example', 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
  ])('names a bad %s once (%s)', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('still takes the URLs it asks for', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000/',
      DATABASE_URL: 'postgresql://shop@127.0.0.1:5432/shop',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBe('postgresql://shop@127.0.0.1:5432/shop');
    expect(config.mail.smtpUrl).toBe('smtps://user:secret@mail.example:465');
  });

  it('reports every bad variable, each once', () => {
    expect(problemsOf({ PUBLIC_URL: 'x', SMTP_URL: 'y', PORT: 'z' })).toEqual([
      'PORT must be a whole number (got "z")',
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "x")',
      'SMTP_URL must be a URL starting with smtp:// or smtps://',
    ]);
  });
});
