// The few code classes the simulator lists (selectCodeList), in KRA's shape: tax types with their
// rates, payment types, sales receipt types and credit note reasons, with KRA's codes and names
// (kra-etims-oscu-docs, code-definition/). The docs number only the tax types' class (04); 07, 32
// and 37 are the simulator's reading of KRA's full list, and nothing in the shop relies on them.
import { TAX_TYPE_INFO, TAX_TYPES } from '../../../../core/tax-types';

/** When these codes last changed: a lastReqDt at or after it finds nothing new (001). */
export const CODES_CHANGED_AT = '20240101000000';

const detail = (cd: string, cdNm: string, srtOrd: number, userDfnCd1: string | null = null) => ({
  cd,
  cdNm,
  cdDesc: cdNm,
  useYn: 'Y',
  srtOrd,
  userDfnCd1,
  userDfnCd2: null,
  userDfnCd3: null,
});

const codeClass = (cdCls: string, cdClsNm: string, dtlList: ReturnType<typeof detail>[]) => ({
  cdCls,
  cdClsNm,
  cdClsDesc: null,
  useYn: 'Y',
  userDfnNm1: cdCls === '04' ? 'TaxRate' : null,
  userDfnNm2: null,
  userDfnNm3: null,
  dtlList,
});

const TAX_NAMES = { A: 'A-Exempt', B: 'B-16.00%', C: 'C-0%', D: 'D-Non-VAT', E: 'E-8%' } as const;

export const CODE_CLASSES = [
  codeClass(
    '04',
    'Taxation Type',
    TAX_TYPES.map((type, index) =>
      detail(type, TAX_NAMES[type], index + 1, String(TAX_TYPE_INFO[type].ratePercent)),
    ),
  ),
  codeClass('07', 'Payment Type', [
    detail('01', 'CASH', 1),
    detail('02', 'CREDIT', 2),
    detail('03', 'CASH/CREDIT', 3),
    detail('04', 'BANK CHECK', 4),
    detail('05', 'DEBIT&CREDIT CARD', 5),
    detail('06', 'MOBILE MONEY', 6),
    detail('07', 'OTHER', 7),
  ]),
  codeClass('37', 'Sales Receipt Type', [detail('S', 'Sale', 10), detail('R', 'Credit Note after Sale', 11)]),
  codeClass('32', 'Refund Reason', [
    detail('01', 'Missing Quantity', 1),
    detail('02', 'Missing data', 2),
    detail('03', 'Damaged', 3),
    detail('04', 'Wasted', 4),
    detail('05', 'Raw Material Shortage', 5),
    detail('06', 'Refund', 6),
  ]),
];
