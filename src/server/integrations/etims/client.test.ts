import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNoteDocument,
  saleDocument,
  type TaxInvoiceDocument,
} from '../../../core/tax-invoice-document';
import type { TaxType } from '../../../core/tax-types';
import type { EtimsClient, EtimsDevice } from './client';
import { EtimsError, EtimsUnavailable } from './errors';
import { startEtimsSimulator } from './simulator/test-simulator';

// The real client against the real simulator, on a database of its own.
let sim: Awaited<ReturnType<typeof startEtimsSimulator>>;
let etims: EtimsClient;
beforeAll(async () => {
  sim = await startEtimsSimulator();
  etims = sim.client();
}, 60_000);
afterAll(() => sim?.close());

let branch = 10;
/** A device of its own (a new branch) for each test, so tests never share invoice numbers. */
async function newDevice(): Promise<EtimsDevice> {
  const info = await etims.initialise({
    tin: 'P051234567X',
    branchId: String(branch++),
    deviceSerial: 'SN-0001',
  });
  return { tin: info.tin, branchId: info.branchId, cmcKey: info.cmcKey };
}

const SHEA = {
  productId: 1,
  variantId: 3,
  name: 'Shea butter 250 g',
  unitPriceCents: 120_000,
  taxType: 'B' as const,
};
const SOAP = { productId: 2, name: 'Black soap', unitPriceCents: 45_050, taxType: 'A' as const };

function sale(orderNumber = 'HS-1001', quantity = 2, discountCents = 10_000): TaxInvoiceDocument {
  return saleDocument({
    orderNumber,
    buyer: { name: 'Wanjiku Kamau', pin: '' },
    paymentMethod: 'mpesa',
    at: '2026-11-24T11:05:02.000Z',
    lines: [
      { ...SHEA, quantity },
      { ...SOAP, quantity: 1 },
    ],
    deliveryFeeCents: 30_000,
    deliveryTaxType: 'B',
    discountCents,
  });
}

async function registerItems(device: EtimsDevice, document: TaxInvoiceDocument) {
  for (const line of document.lines) {
    await etims.saveItem(device, {
      itemCode: line.itemCode,
      classCode: line.classCode,
      service: line.service,
      name: line.name,
      unitPriceCents: line.unitPriceCents,
      taxType: line.taxType,
    });
  }
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EtimsError);
  return error as EtimsError;
}

describe('initialisation', () => {
  it("answers the device's details and a communication key, once", async () => {
    const input = { tin: 'P051234567X', branchId: '00', deviceSerial: 'SN-HQ-1' };
    const info = await etims.initialise(input);
    expect(info).toMatchObject({
      tin: 'P051234567X',
      taxpayerName: 'Heritage Shea Ltd (simulated)',
      branchId: '00',
      branchName: 'Headquarter',
    });
    expect(info.cmcKey).toMatch(/^[0-9a-f]{32}$/);
    expect(info.sdcId).toMatch(/^KRACU\d{9}$/);
    expect(info.mrcNo).toMatch(/^WIS\d{8}$/);
    expect(info.deviceId).toMatch(/^\d{16}$/);
    // 902: the device is installed; initialising again is final, not worth a retry.
    const again = await refusal(etims.initialise(input));
    expect(again).toMatchObject({ resultCd: '902', resultMsg: 'This device is installed', retryable: false });
  });

  it('answers 901 for a serial KRA never issued (the simulator: serials starting INVALID)', async () => {
    const error = await refusal(
      etims.initialise({ tin: 'P051234567X', branchId: '00', deviceSerial: 'INVALID-7' }),
    );
    expect(error).toMatchObject({ resultCd: '901', resultMsg: 'It is not valid device', retryable: false });
  });

  it('answers 910 naming a malformed PIN or branch', async () => {
    const pin = await refusal(etims.initialise({ tin: 'P05123X', branchId: '00', deviceSerial: 'SN-1' }));
    expect(pin).toMatchObject({ resultCd: '910', retryable: false });
    expect(pin.resultMsg).toMatch(/^Request parameter error: tin must be a KRA PIN/);
    const bhf = await refusal(etims.initialise({ tin: 'P051234567X', branchId: '1', deviceSerial: 'SN-1' }));
    expect(bhf.resultMsg).toMatch(/bhfId must be the two-digit branch id/);
  });
});

describe('the device headers', () => {
  it('refuses a call from a device KRA does not know with 901', async () => {
    const device = await newDevice();
    const wrongKey = refusal(etims.codeList({ ...device, cmcKey: 'f'.repeat(32) }, new Date('2020-01-01')));
    expect(await wrongKey).toMatchObject({ resultCd: '901', retryable: false });
    const otherBranch = refusal(etims.codeList({ ...device, branchId: '99' }, new Date('2020-01-01')));
    expect(await otherBranch).toMatchObject({ resultCd: '901' });
  });

  it('answers 900 to a call without the headers', async () => {
    const token = await etims.accessToken();
    const response = await fetch(`${sim.base}/selectCodeList`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lastReqDt: '20200101000000' }),
    });
    expect(await response.json()).toMatchObject({
      resultCd: '900',
      resultMsg: 'There is no Header information',
    });
  });
});

describe('code list', () => {
  it('lists the tax types with their rates, and nothing newer than the last change', async () => {
    const device = await newDevice();
    const classes = await etims.codeList(device, new Date('2023-06-01T00:00:00Z'));
    const taxTypes = classes.find((c) => c.classCode === '04')!;
    expect(taxTypes.name).toBe('Taxation Type');
    expect(taxTypes.codes.map((c) => [c.code, c.value])).toEqual([
      ['A', '0'],
      ['B', '16'],
      ['C', '0'],
      ['D', '0'],
      ['E', '8'],
    ]);
    expect(classes.find((c) => c.classCode === '07')!.codes.find((c) => c.code === '06')!.name).toBe(
      'MOBILE MONEY',
    );
    // 001 "no search result" is an empty list, not an error.
    expect(await etims.codeList(device, new Date('2026-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('items', () => {
  it('registers an item and takes a later save of the same code as an update', async () => {
    const device = await newDevice();
    const item = {
      itemCode: 'KE2NTU0000003',
      classCode: '53131600',
      service: false,
      name: 'Shea butter 250 g',
      unitPriceCents: 120_000,
      taxType: 'B' as const,
    };
    await etims.saveItem(device, item);
    await etims.saveItem(device, { ...item, unitPriceCents: 125_000 });
    await etims.saveItem(device, { ...item, itemCode: 'KE3NTU0000001', service: true, name: 'Delivery' });
  });

  it('answers 910 naming the wrong field', async () => {
    const device = await newDevice();
    const item = {
      itemCode: 'KE2NTU0000003',
      classCode: '53131600',
      service: false,
      name: 'Shea butter',
      unitPriceCents: 100,
      taxType: 'B' as TaxType,
    };
    const tax = await refusal(etims.saveItem(device, { ...item, taxType: 'F' as TaxType }));
    expect(tax).toMatchObject({ resultCd: '910', retryable: false });
    expect(tax.resultMsg).toMatch(/taxTyCd must be a tax type, A to E/);
    // A service's code must say type 3.
    const code = await refusal(etims.saveItem(device, { ...item, service: true }));
    expect(code.resultMsg).toMatch(
      /itemCd must be origin, type, packaging unit, quantity unit and seven digits/,
    );
    const name = await refusal(etims.saveItem(device, { ...item, name: '' }));
    expect(name.resultMsg).toMatch(/itemNm must be 1 to 200 characters/);
  });
});

describe('sales', () => {
  it('numbers and signs a sale, and the QR page shows it', async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const receipt = await etims.saveSale(device, {
      invoiceNumber: 1,
      originalInvoiceNumber: 0,
      kind: 'sale',
      document,
    });
    expect(receipt).toMatchObject({ receiptNumber: 1, totalReceiptNumber: 1 });
    expect(receipt.signature).toMatch(/^[A-Z2-7]{16}$/);
    expect(receipt.internalData).toMatch(/^[A-Z2-7]{26}$/);
    expect(receipt.cuDateTime).toMatch(/^20\d{12}$/);
    const page = await fetch(`${sim.base}/receipt?Data=${device.tin}${device.branchId}${receipt.signature}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('HS-1001');
    expect(html).toContain(`KES ${(document.totalCents / 100).toFixed(2)}`);
    expect(html).not.toContain('Wanjiku');
    const missing = await fetch(`${sim.base}/receipt?Data=${device.tin}${device.branchId}${'A'.repeat(16)}`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

  it('refuses an item that was never registered, naming it', async () => {
    const device = await newDevice();
    const document = sale();
    const error = await refusal(
      etims.saveSale(device, { invoiceNumber: 1, originalInvoiceNumber: 0, kind: 'sale', document }),
    );
    expect(error).toMatchObject({ resultCd: '910', retryable: false });
    expect(error.resultMsg).toContain(`itemCd ${document.lines[0]!.itemCode} is not registered`);
  });

  it('takes only the next invoice number, and says which it is', async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const skipped = await refusal(
      etims.saveSale(device, { invoiceNumber: 2, originalInvoiceNumber: 0, kind: 'sale', document }),
    );
    expect(skipped.resultMsg).toMatch(/invcNo must be 1 \(the first invoice\)/);
    await etims.saveSale(device, { invoiceNumber: 1, originalInvoiceNumber: 0, kind: 'sale', document });
    const gap = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 3,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: sale('HS-1002'),
      }),
    );
    expect(gap).toMatchObject({ resultCd: '910' });
    expect(gap.resultMsg).toMatch(/invcNo must be 2 \(the last accepted is 1\)/);
  });

  it('answers a resend of the same sale with the same receipt, and another sale on its number with 994', async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const first = await etims.saveSale(device, {
      invoiceNumber: 1,
      originalInvoiceNumber: 0,
      kind: 'sale',
      document,
    });
    const again = await etims.saveSale(device, {
      invoiceNumber: 1,
      originalInvoiceNumber: 0,
      kind: 'sale',
      document,
    });
    expect(again).toEqual(first);
    const other = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 1,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: sale('HS-1002', 3),
      }),
    );
    expect(other).toMatchObject({
      resultCd: '994',
      resultMsg: expect.stringMatching(/^There is an overlapped Data/),
    });
    expect(other.retryable).toBe(false);
  });

  it('accepts one of two sends of the next number at once', async () => {
    const device = await newDevice();
    await registerItems(device, sale());
    const sends = await Promise.allSettled(
      ['HS-A', 'HS-B', 'HS-C', 'HS-D'].map((order) =>
        etims.saveSale(device, {
          invoiceNumber: 1,
          originalInvoiceNumber: 0,
          kind: 'sale',
          document: sale(order),
        }),
      ),
    );
    expect(sends.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    for (const s of sends.filter((s) => s.status === 'rejected')) {
      expect((s as PromiseRejectedResult).reason).toMatchObject({ resultCd: '994' });
    }
    const same = await Promise.all(
      [1, 2, 3].map(() =>
        etims.saveSale(device, {
          invoiceNumber: 2,
          originalInvoiceNumber: 0,
          kind: 'sale',
          document: sale('HS-E'),
        }),
      ),
    );
    expect(new Set(same.map((r) => r.signature)).size).toBe(1);
    expect(same[0]).toMatchObject({ receiptNumber: 2, totalReceiptNumber: 2 });
  });

  it('refuses totals that do not add up, naming the total', async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const off = { ...document, totalCents: document.totalCents + 1 };
    const error = await refusal(
      etims.saveSale(device, { invoiceNumber: 1, originalInvoiceNumber: 0, kind: 'sale', document: off }),
    );
    expect(error.resultMsg).toMatch(/totTaxblAmt must be [\d.]+ \(taxblAmtA to taxblAmtE added up\)/);
    const vat = document.vat.map((v) => (v.taxType === 'B' ? { ...v, taxCents: v.taxCents - 1 } : v));
    const typeOff = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 1,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: { ...document, vat },
      }),
    );
    expect(typeOff.resultMsg).toMatch(/taxAmtB must be [\d.]+ \(the tax of the B lines\)/);
  });

  it("refuses a line whose tax is not its taxable amount's VAT", async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const lines = document.lines.map((line, i) =>
      i === 0 ? { ...line, taxCents: line.taxCents + 1 } : line,
    );
    const error = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 1,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: { ...document, lines },
      }),
    );
    expect(error.resultMsg).toMatch(/itemList\[0\]\.taxAmt must be [\d.]+ \(taxblAmt × 16 \/ 116\)/);
  });

  it('refuses a line whose amount is not quantity × price', async () => {
    const device = await newDevice();
    const document = sale();
    await registerItems(device, document);
    const lines = document.lines.map((line, i) => (i === 1 ? { ...line, quantity: 2 } : line));
    const error = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 1,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: { ...document, lines },
      }),
    );
    expect(error.resultMsg).toMatch(/itemList\[1\]\.splyAmt must be qty × prc/);
  });
});

// Without a discount: core's creditNoteDocument keeps the sale's unit price but sets a line's gross
// to its share of what was paid, so on a discounted line qty × prc exceeds splyAmt and KRA's check
// refuses it; such a line needs its share of the discount carried as dcAmt.
describe('credit notes', () => {
  it('credits part of a sale (three-decimal quantities), then refuses more than is left', async () => {
    const device = await newDevice();
    const document = sale('HS-2001', 3, 0);
    await registerItems(device, document);
    await etims.saveSale(device, { invoiceNumber: 1, originalInvoiceNumber: 0, kind: 'sale', document });
    const part = creditNoteDocument(document, {
      cents: 100_000,
      reason: 'Damaged jar',
      at: '2026-11-30T06:00:00.000Z',
    });
    expect(part.lines.some((line) => !Number.isInteger(line.quantity))).toBe(true);
    const receipt = await etims.saveSale(device, {
      invoiceNumber: 2,
      originalInvoiceNumber: 1,
      kind: 'credit_note',
      document: part,
    });
    // The first credit note of the branch, its second receipt.
    expect(receipt).toMatchObject({ receiptNumber: 1, totalReceiptNumber: 2 });
    // A whole-invoice credit after a part one would credit the sale twice.
    const whole = creditNoteDocument(document, {
      cents: document.totalCents,
      reason: 'Returned',
      at: '2026-11-30T07:00:00.000Z',
    });
    const over = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 3,
        originalInvoiceNumber: 1,
        kind: 'credit_note',
        document: whole,
      }),
    );
    expect(over).toMatchObject({ resultCd: '910' });
    expect(over.resultMsg).toMatch(/is more than is left to credit of sale 1/);
  });

  it('must name an accepted sale', async () => {
    const device = await newDevice();
    const document = sale('HS-2002', 2, 0);
    await registerItems(device, document);
    const credit = creditNoteDocument(document, {
      cents: 1_000,
      reason: 'x',
      at: '2026-11-30T06:00:00.000Z',
    });
    const error = await refusal(
      etims.saveSale(device, {
        invoiceNumber: 1,
        originalInvoiceNumber: 5,
        kind: 'credit_note',
        document: credit,
      }),
    );
    expect(error.resultMsg).toMatch(/orgInvcNo 5 is not an accepted sale/);
  });
});

describe('the gateway and the network', () => {
  it('fetches one token for many calls, and a new one once when the gateway refuses it', async () => {
    const seen: string[] = [];
    let spoil = true;
    const client = sim.clientWith({
      fetch: async (input, init) => {
        const url = String(input);
        const headers = new Headers(init?.headers);
        seen.push(url.includes('/token/') ? 'token' : (headers.get('authorization') ?? ''));
        if (spoil && !url.includes('/token/')) {
          spoil = false;
          headers.set('authorization', 'Bearer 1.stale');
          return fetch(input, { ...init, headers });
        }
        return fetch(input, init);
      },
    });
    await client.initialise({ tin: 'P051234567X', branchId: '50', deviceSerial: 'SN-50' });
    await client.initialise({ tin: 'P051234567X', branchId: '51', deviceSerial: 'SN-51' });
    expect(seen.filter((s) => s === 'token')).toHaveLength(2);
    expect(seen).toHaveLength(5);
  });

  it('refuses wrong consumer credentials as final', async () => {
    const client = sim.clientWith({ consumerSecret: 'wrong' });
    const error = await refusal(
      client.initialise({ tin: 'P051234567X', branchId: '52', deviceSerial: 'SN' }),
    );
    expect(error.retryable).toBe(false);
  });

  it('reports an unreachable KRA, or an answer that is not its shape, as unavailable', async () => {
    const away = sim.clientWith({
      baseUrl: () => 'http://127.0.0.1:1',
      tokenUrl: () => 'http://127.0.0.1:1/t',
    });
    const network = await away
      .initialise({ tin: 'P051234567X', branchId: '00', deviceSerial: 'SN' })
      .catch((e: unknown) => e);
    expect(network).toBeInstanceOf(EtimsUnavailable);
    expect((network as EtimsUnavailable).retryable).toBe(true);
    const gatewayDown = sim.clientWith({
      fetch: async (input, init) =>
        String(input).includes('/token/')
          ? fetch(input, init)
          : new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    const error = await gatewayDown
      .initialise({ tin: 'P051234567X', branchId: '00', deviceSerial: 'SN' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EtimsUnavailable);
  });
});
