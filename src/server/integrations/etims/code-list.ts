// selectCodeList's answer (kra-etims-oscu-docs, api-reference/select-code-list.md) read into a
// small typed list: each code class (04 tax types, 07 payment types, ...) with its codes.

export interface EtimsCode {
  code: string;
  name: string;
  /** userDfnCd1: for tax types, the rate in percent ("16"). */
  value: string | null;
  inUse: boolean;
}

export interface EtimsCodeClass {
  classCode: string;
  name: string;
  inUse: boolean;
  codes: EtimsCode[];
}

type Fields = Record<string, unknown>;

const list = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((v): v is Fields => typeof v === 'object' && v !== null) : [];
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function readCodeClasses(data: unknown): EtimsCodeClass[] {
  const classes = list((data as Fields | null)?.clsList);
  return classes.map((cls) => ({
    classCode: text(cls.cdCls),
    name: text(cls.cdClsNm),
    inUse: cls.useYn !== 'N',
    codes: list(cls.dtlList).map((detail) => ({
      code: text(detail.cd),
      name: text(detail.cdNm),
      value: detail.userDfnCd1 === null || detail.userDfnCd1 === undefined ? null : text(detail.userDfnCd1),
      inUse: detail.useYn !== 'N',
    })),
  }));
}
