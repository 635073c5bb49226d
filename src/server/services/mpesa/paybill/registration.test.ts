import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepC2bRegistered } from './registration';

const SECRET_URL = 'https://shop.example/api/daraja/s3cret-s3cret-s3cret';

function fakeDaraja(answers: { status: number; json: unknown }[]) {
  const calls: unknown[] = [];
  return {
    calls,
    client: {
      options: { paybillShortcode: '600000', hookUrl: (hook: string) => `${SECRET_URL}/${hook}` },
      post: async (_path: string, body: unknown) => {
        calls.push(body);
        return (
          answers.shift() ?? { status: 200, json: { ResponseCode: '0', ResponseDescription: 'Success' } }
        );
      },
    },
  };
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) => lines.push({ level, details, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('keepC2bRegistered', () => {
  it('logs a refusal without the URLs and tries again until Daraja takes them', async () => {
    const busy = {
      status: 500,
      json: { requestId: '1', errorCode: '500.003.02', errorMessage: 'System is busy' },
    };
    const daraja = fakeDaraja([busy, busy]);
    const { lines, log } = recordingLog();
    const loop = keepC2bRegistered(daraja.client as never, log);
    expect(await loop.firstAttempt).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(daraja.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(daraja.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(daraja.calls).toHaveLength(3);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'info']);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    loop.stop();
  });

  it('stops trying once stopped', async () => {
    const daraja = fakeDaraja([{ status: 400, json: null }]);
    const loop = keepC2bRegistered(daraja.client as never, recordingLog().log);
    expect(await loop.firstAttempt).toBe(false);
    loop.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(daraja.calls).toHaveLength(1);
  });
});
