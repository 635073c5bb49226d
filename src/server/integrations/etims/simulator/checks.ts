// What KRA checks on an initialisation and an item before accepting them (kra-etims-oscu-docs,
// api-reference/initialization.md, items/save-item.md, code-definition/item-code.md). Each check
// throws KRA's 910 naming the field.
import { PIN, BRANCH, TAX_TYPE, YES_NO, auditFields, amount, text, type Body } from './fields';

export interface InitRequest {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

export function checkInit(body: Body): InitRequest {
  return {
    tin: text(body, 'tin', PIN, 'a KRA PIN: a letter, nine digits and a letter'),
    bhfId: text(body, 'bhfId', BRANCH, 'the two-digit branch id'),
    dvcSrlNo: text(body, 'dvcSrlNo', /^\S.{0,99}$/s, 'the device serial number, 1 to 100 characters'),
  };
}

// KRA's item types: 1 raw material, 2 finished product, 3 service.
const ITEM_TYPE = /^[123]$/;
const NATION = /^[A-Z]{2}$/;
const UNIT = /^[A-Z0-9]{1,5}$/;
// UNSPSC-based classification: eight digits, or ten as in KRA's own examples.
const CLASS_CODE = /^\d{8}(\d{2})?$/;

/** saveItem's fields; the item code must spell the item's own origin, type and units. */
export function checkItem(body: Body): { itemCd: string } {
  const orgnNatCd = text(body, 'orgnNatCd', NATION, 'a two-letter country code');
  const itemTyCd = text(body, 'itemTyCd', ITEM_TYPE, '1, 2 or 3');
  const pkgUnitCd = text(body, 'pkgUnitCd', UNIT, 'a packaging unit code');
  const qtyUnitCd = text(body, 'qtyUnitCd', UNIT, 'a quantity unit code');
  const itemCd = text(
    body,
    'itemCd',
    new RegExp(`^${orgnNatCd}${itemTyCd}${pkgUnitCd}${qtyUnitCd}\\d{7}$`),
    `origin, type, packaging unit, quantity unit and seven digits (${orgnNatCd}${itemTyCd}${pkgUnitCd}${qtyUnitCd}0000001)`,
  );
  if (itemCd.length > 20) text(body, 'itemCd', /^.{0,20}$/, 'at most 20 characters');
  text(body, 'itemClsCd', CLASS_CODE, 'an item classification code of 8 or 10 digits');
  text(body, 'itemNm', /^\S.{0,199}$/s, '1 to 200 characters');
  text(body, 'taxTyCd', TAX_TYPE, 'a tax type, A to E');
  amount(body, 'dftPrc');
  text(body, 'isrcAplcbYn', YES_NO, 'Y or N');
  text(body, 'useYn', YES_NO, 'Y or N');
  auditFields(body);
  return { itemCd };
}
