// saveTrnsSalesOsdc: a sale or credit note is checked on its own (sale-checks.ts), then against
// what the branch's control unit holds, and numbered and signed in one transaction.
//
// A resend of an accepted invoice number with the identical body gets the stored answer again:
// a shop that crashed after KRA answered, and sends again, neither reports the sale twice nor
// leaves a gap in its numbers. The same number with another body is KRA's 994 (overlapped data).
// Two sends of the same next number at once cannot both pass: the receipt's primary key lets one
// insert win; the other's transaction fails, and its retry finds the winner's record.
import { createHmac } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { DbExecutor } from '../../../db/executor';
import { uniqueViolation } from '../../../db/unique-violation';
import { etimsDateTime } from '../etims-time';
import { cents, type Body } from './fields';
import { kraAnswer, ParameterError, RESULT, type KraAnswer } from './kra-answer';
import {
  addReceipt,
  creditNoteTotals,
  lastInvoiceNumber,
  receiptCounts,
  receiptOf,
  registeredItems,
  type SimDevice,
} from './records';
import { checkSale, type CheckedSale } from './sale-checks';
import { sameJson } from './same-json';

export async function saveSale(db: Database, device: SimDevice, body: Body): Promise<KraAnswer> {
  const sale = checkSale(body);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => acceptSale(tx, device, body, sale));
    } catch (error) {
      if (attempt === 0 && uniqueViolation(error) !== null) continue;
      throw error;
    }
  }
}

async function acceptSale(db: DbExecutor, device: SimDevice, body: Body, sale: CheckedSale) {
  const earlier = await receiptOf(db, device, sale.invcNo);
  if (earlier) {
    return sameJson(earlier.request, body)
      ? earlier.answer
      : kraAnswer(RESULT.overlappedData, null, `invcNo ${sale.invcNo} was accepted with other data`);
  }
  const registered = await registeredItems(db, device, sale.itemCodes);
  const unknown = sale.itemCodes.find((code) => !registered.has(code));
  if (unknown) throw new ParameterError(`itemCd ${unknown} is not registered (saveItem)`);
  const last = await lastInvoiceNumber(db, device);
  if (sale.invcNo !== last + 1) {
    throw new ParameterError(
      `invcNo must be ${last + 1}` +
        (last === 0 ? ' (the first invoice)' : ` (the last accepted is ${last})`),
    );
  }
  if (sale.rcptTyCd === 'R') await checkCredit(db, device, sale);

  const counts = await receiptCounts(db, device, sale.rcptTyCd);
  const curRcptNo = counts.ofType + 1;
  const totRcptNo = counts.all + 1;
  const sdcDateTime = etimsDateTime(new Date());
  const signed = [
    device.tin,
    device.bhfId,
    sale.invcNo,
    sale.rcptTyCd,
    curRcptNo,
    totRcptNo,
    body.totAmt,
    sdcDateTime,
  ];
  const answer = kraAnswer(RESULT.succeeded, {
    // KRA sends the receipt numbers as strings.
    curRcptNo: String(curRcptNo),
    totRcptNo: String(totRcptNo),
    intrlData: base32(hmac(device.cmcKey, ['intrlData', ...signed])).slice(0, 26),
    rcptSign: base32(hmac(device.cmcKey, ['rcptSign', ...signed])).slice(0, 16),
    sdcDateTime,
  });
  await addReceipt(db, device, sale.invcNo, { request: body, answer });
  return answer;
}

/** A credit note names an accepted sale, credits only its items, and never more than is left of it. */
async function checkCredit(db: DbExecutor, device: SimDevice, credit: CheckedSale) {
  const sale = await receiptOf(db, device, credit.orgInvcNo);
  if (!sale || sale.request.rcptTyCd !== 'S') {
    throw new ParameterError(`orgInvcNo ${credit.orgInvcNo} is not an accepted sale`);
  }
  const soldItems = new Set((sale.request.itemList as { itemCd: string }[]).map((line) => line.itemCd));
  const foreign = credit.itemCodes.find((code) => !soldItems.has(code));
  if (foreign) throw new ParameterError(`itemCd ${foreign} is not on sale ${credit.orgInvcNo}`);
  const credited = (await creditNoteTotals(db, device, credit.orgInvcNo)).reduce(
    (sum, kes) => sum + cents(kes),
    0,
  );
  const left = cents(Number(sale.request.totAmt)) - credited;
  if (credit.totAmtCents > left) {
    throw new ParameterError(
      `totAmt ${(credit.totAmtCents / 100).toFixed(2)} is more than is left to credit of sale ` +
        `${credit.orgInvcNo} (${(left / 100).toFixed(2)})`,
    );
  }
}

function hmac(key: string, parts: unknown[]): Buffer {
  return createHmac('sha256', key).update(parts.map(String).join('|')).digest();
}

// KRA's signatures and internal data are upper-case letters and digits 2-7 (RFC 4648 base32).
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
