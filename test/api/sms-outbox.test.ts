// Without Africa's Talking (AT_USERNAME unset) each text is written to DATA_DIR/sms-outbox/ as a
// .json with `to` and `message`, like mail; logs show no phone number.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';
import { smsRowsOf } from './sms-helpers';

let app: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info', WHATSAPP_NUMBER: '254700555444', MAIL_RETRY_DELAY_MS: '10' },
    logStream: { write: (line) => void logged.push(line) },
  });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function outboxFiles() {
  const dir = path.join(app.dataDir, 'sms-outbox');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, ...JSON.parse(await readFile(path.join(dir, name), 'utf8')) })),
  ) as Promise<{ name: string; to: string; message: string }[]>;
}

describe('the SMS outbox', () => {
  it('holds one file per message, named after its job, and the row says it was written', async () => {
    const product = await productWithStock(app, 5);
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'pay_later',
    });
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await app.services.jobs.drain();

    const rows = await smsRowsOf(app, orderNumber);
    expect(rows.map((r) => [r.recipient, r.state, r.deliveryStatus])).toEqual([
      ['shop', 'sent', 'Written'],
      ['customer', 'sent', 'Written'],
    ]);
    const files = await outboxFiles();
    expect(files.map((f) => f.to).sort()).toEqual(['+254700555444', '+254712345678']);
    for (const row of rows) {
      const file = files.find((f) => f.name.endsWith(`-sms-${row.key.replace(/[^A-Za-z0-9]+/g, '-')}.json`));
      expect(file?.message).toBe(row.message);
    }
  });

  it('logs each message with its phone masked', () => {
    const sent = logged
      .map((line) => JSON.parse(line) as { msg: string; to?: string })
      .filter((l) => l.msg === 'sms sent');
    expect(sent.map((l) => l.to).sort()).toEqual(['+254******444', '+254******678']);
    const text = logged.join('\n');
    for (const phone of ['0712345678', '712345678', '254700555444']) expect(text).not.toContain(phone);
  });
});
