import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSmsOutboxTransport } from './outbox-transport';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the SMS outbox', () => {
  it('writes each message as <ref>.json with to and message; the same ref replaces its file', async () => {
    const outbox = createSmsOutboxTransport(path.join(dir, 'sms-outbox'));
    const sent = await outbox.send({
      to: '+254712345678',
      message: 'first',
      ref: '0000000007-sms-order-event-3',
    });
    expect(sent).toEqual({ providerMessageId: null, status: 'Written', cost: null });
    await outbox.send({ to: '+254712345678', message: 'again', ref: '0000000007-sms-order-event-3' });
    expect(await readdir(path.join(dir, 'sms-outbox'))).toEqual(['0000000007-sms-order-event-3.json']);
    const file = JSON.parse(
      await readFile(path.join(dir, 'sms-outbox', '0000000007-sms-order-event-3.json'), 'utf8'),
    );
    expect(file).toMatchObject({ to: '+254712345678', message: 'again' });
  });

  it('refuses a ref that is not a plain file name', async () => {
    const outbox = createSmsOutboxTransport(dir);
    await expect(outbox.send({ to: '+254712345678', message: 'x', ref: '../escape' })).rejects.toThrow();
  });
});
