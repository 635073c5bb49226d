// The KRA eTIMS OSCU client (kra-etims-oscu-docs, api-reference/): an OAuth token, then JSON posts
// to the OSCU API with the device's PIN, branch and communication key as headers. It talks HTTP to
// KRA, or to this app's simulator in simulated mode, the same way.
import { accessTokenCache, type FetchedToken } from '../../lib/access-token-cache';
import type { TaxType } from '../../../core/tax-types';
import { EtimsError, EtimsUnavailable } from './errors';
import { etimsDateTime } from './etims-time';
import { kes, RECORDED_BY, saleBody, type EtimsSale } from './sale-body';
import { readCodeClasses, type EtimsCodeClass } from './code-list';

export interface EtimsClientOptions {
  /** The OSCU API base; read on every call (the simulator's address is known once the app listens). */
  baseUrl: () => string;
  /** Where OAuth tokens come from (KRA's gateway, apart from the API). */
  tokenUrl: () => string;
  consumerKey: string;
  consumerSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** What KRA answers an initialisation with: the device and its communication key. */
export interface EtimsDeviceInfo {
  tin: string;
  taxpayerName: string;
  branchId: string;
  branchName: string;
  deviceId: string;
  sdcId: string;
  mrcNo: string;
  cmcKey: string;
}

/** The device a call speaks for: every call after initialisation carries these as headers. */
export interface EtimsDevice {
  tin: string;
  branchId: string;
  cmcKey: string;
}

export interface EtimsItem {
  itemCode: string;
  classCode: string;
  service: boolean;
  name: string;
  unitPriceCents: number;
  taxType: TaxType;
}

/** KRA's answer to a sale or credit note: what the invoice prints and its QR code carries. */
export interface EtimsReceipt {
  /** curRcptNo: this receipt's number among the branch's receipts of its type. */
  receiptNumber: number;
  totalReceiptNumber: number;
  internalData: string;
  signature: string;
  /** The control unit's time, yyyyMMddHHmmss in Nairobi. */
  cuDateTime: string;
}

export type { EtimsCodeClass, EtimsSale };

const SUCCEEDED = '000';
// "There is no search result": a code list with nothing newer than lastReqDt.
const NO_RESULT = '001';

type Answer = { resultCd: string; resultMsg: string; data: unknown };

export type EtimsClient = ReturnType<typeof createEtimsClient>;

export function createEtimsClient(options: EtimsClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function send(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new EtimsUnavailable('KRA eTIMS could not be reached', { cause: error });
    }
    const text = await response.text().catch(() => '');
    try {
      return { status: response.status, json: text.trim() === '' ? null : JSON.parse(text) };
    } catch {
      return { status: response.status, json: null };
    }
  }

  async function fetchToken(): Promise<FetchedToken> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const { status, json } = await send(`${options.tokenUrl()}?grant_type=client_credentials`, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    });
    const body = (json ?? {}) as Record<string, unknown>;
    if (status === 400 || status === 401) {
      // Wrong consumer key or secret: no retry helps until the configuration changes.
      const message = typeof body.errorMessage === 'string' ? body.errorMessage : 'Invalid eTIMS credentials';
      throw new EtimsError(String(body.errorCode ?? status), message, { retryable: false });
    }
    const expiresIn = Number(body.expires_in);
    if (status !== 200 || typeof body.access_token !== 'string' || !Number.isFinite(expiresIn)) {
      throw new EtimsUnavailable(`KRA eTIMS answered the token request with HTTP ${status}`);
    }
    return { token: body.access_token, lifeMs: expiresIn * 1000 };
  }

  const tokens = accessTokenCache(fetchToken, now);
  const accessToken = () => tokens.get();

  /**
   * A POST to the OSCU API. A token the gateway no longer takes (HTTP 401) is fetched anew once.
   * Any answer that is not KRA's { resultCd, resultMsg } shape means KRA is in trouble.
   */
  async function post(path: string, body: unknown, device: EtimsDevice | null): Promise<Answer> {
    const deviceHeaders: Record<string, string> = device
      ? { tin: device.tin, bhfId: device.branchId, cmcKey: device.cmcKey }
      : {};
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const { status, json } = await send(`${options.baseUrl()}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...deviceHeaders,
        },
        body: JSON.stringify(body),
      });
      if (status === 401 && attempt === 0) {
        tokens.forget();
        continue;
      }
      const answer = (json ?? {}) as Partial<Answer>;
      if (status !== 200 || typeof answer.resultCd !== 'string') {
        throw new EtimsUnavailable(`KRA eTIMS answered ${path} with HTTP ${status}`);
      }
      return { resultCd: answer.resultCd, resultMsg: String(answer.resultMsg ?? ''), data: answer.data };
    }
  }

  async function succeeded(path: string, body: unknown, device: EtimsDevice | null): Promise<Answer> {
    const answer = await post(path, body, device);
    if (answer.resultCd !== SUCCEEDED) throw new EtimsError(answer.resultCd, answer.resultMsg);
    return answer;
  }

  return {
    accessToken,

    /** selectInitOsdcInfo: once per device; KRA answers 902 to a device already initialised. */
    async initialise(input: {
      tin: string;
      branchId: string;
      deviceSerial: string;
    }): Promise<EtimsDeviceInfo> {
      const { data } = await succeeded(
        '/selectInitOsdcInfo',
        { tin: input.tin, bhfId: input.branchId, dvcSrlNo: input.deviceSerial },
        null,
      );
      const info = ((data ?? {}) as { info?: Record<string, unknown> }).info ?? {};
      if (typeof info.cmcKey !== 'string' || info.cmcKey === '') {
        throw new EtimsUnavailable('KRA eTIMS answered the initialisation without a communication key');
      }
      const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
      return {
        tin: text(info.tin),
        taxpayerName: text(info.taxprNm),
        branchId: text(info.bhfId),
        branchName: text(info.bhfNm),
        deviceId: text(info.dvcId),
        // The docs' field table says sdicId, their example and KRA's answers sdcId.
        sdcId: text(info.sdcId ?? info.sdicId),
        mrcNo: text(info.mrcNo),
        cmcKey: info.cmcKey,
      };
    },

    /** selectCodeList: the code classes changed since `since` (none is an empty list, not an error). */
    async codeList(device: EtimsDevice, since: Date): Promise<EtimsCodeClass[]> {
      const answer = await post('/selectCodeList', { lastReqDt: etimsDateTime(since) }, device);
      if (answer.resultCd === NO_RESULT) return [];
      if (answer.resultCd !== SUCCEEDED) throw new EtimsError(answer.resultCd, answer.resultMsg);
      return readCodeClasses(answer.data);
    },

    /** saveItem: registers an item, or updates one registered before under the same code. */
    async saveItem(device: EtimsDevice, item: EtimsItem): Promise<void> {
      await succeeded(
        '/saveItem',
        {
          itemCd: item.itemCode,
          itemClsCd: item.classCode,
          // KRA's item types: 2 finished goods, 3 service.
          itemTyCd: item.service ? '3' : '2',
          itemNm: item.name.slice(0, 200),
          orgnNatCd: 'KE',
          pkgUnitCd: 'NT',
          qtyUnitCd: 'U',
          taxTyCd: item.taxType,
          dftPrc: kes(item.unitPriceCents),
          isrcAplcbYn: 'N',
          useYn: 'Y',
          ...RECORDED_BY,
        },
        device,
      );
    },

    /** saveTrnsSalesOsdc: a sale or credit note; KRA's signature and numbers come back. */
    async saveSale(device: EtimsDevice, sale: EtimsSale): Promise<EtimsReceipt> {
      const { data } = await succeeded('/saveTrnsSalesOsdc', saleBody(sale), device);
      const fields = (data ?? {}) as Record<string, unknown>;
      // KRA sends the receipt numbers as strings ("1"); either is read.
      const receiptNumber = Number(fields.curRcptNo);
      const totalReceiptNumber = Number(fields.totRcptNo);
      if (
        !Number.isInteger(receiptNumber) ||
        !Number.isInteger(totalReceiptNumber) ||
        typeof fields.rcptSign !== 'string' ||
        fields.rcptSign === ''
      ) {
        throw new EtimsUnavailable('KRA eTIMS accepted the sale but sent an unreadable receipt');
      }
      return {
        receiptNumber,
        totalReceiptNumber,
        internalData: String(fields.intrlData ?? ''),
        signature: fields.rcptSign,
        cuDateTime: String(fields.sdcDateTime ?? ''),
      };
    },
  };
}
