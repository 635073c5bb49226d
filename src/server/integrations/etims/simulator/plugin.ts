// A local stand-in for KRA's eTIMS OSCU API (DESIGN.md §6), mounted at /__sim/etims in simulated
// mode. It checks what KRA checks and answers in KRA's shapes with KRA's result codes; its state is
// in the database (records.ts), so every app process answers as one control unit.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { sameSecret } from '../../../lib/same-secret';
import { checkInit, checkItem } from './checks';
import { CODE_CLASSES, CODES_CHANGED_AT } from './code-classes';
import { asBody, dateTime, type Body } from './fields';
import {
  issueToken,
  TOKEN_LIFE_SECONDS,
  validBasic,
  validToken,
  type GatewayCredentials,
} from './gateway-token';
import { kraAnswer, ParameterError, RESULT, type KraAnswer } from './kra-answer';
import { parseReceiptData, noReceiptPage, receiptPage } from './receipt-page';
import { addDevice, deviceKeys, receiptBySignature, saveItemRecord, type SimDevice } from './records';
import { saveSale } from './save-sale';

export interface EtimsSimulatorOptions extends GatewayCredentials {
  db: Database;
}

/**
 * Test serials: a device serial starting with INVALID answers 901 ("It is not valid device"), as KRA
 * does for a serial it never issued to that PIN and branch. Every other serial is taken once.
 */
const NOT_ISSUED_SERIAL = /^INVALID/i;

type Handler = (body: Body, device: SimDevice | null) => Promise<KraAnswer>;

export async function etimsSimulator(app: FastifyInstance, options: EtimsSimulatorOptions) {
  const { db } = options;

  // The gateway's OAuth endpoint: GET with Basic credentials and grant_type=client_credentials.
  app.get<{ Querystring: { grant_type?: string } }>('/v1/token/generate', async (request, reply) => {
    if (request.query.grant_type !== 'client_credentials') {
      return reply.status(400).send({ errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
    }
    if (!validBasic(options, request.headers.authorization)) {
      return reply
        .status(401)
        .send({ errorCode: '401.002.01', errorMessage: 'Invalid consumer key or secret' });
    }
    return { access_token: issueToken(options), expires_in: String(TOKEN_LIFE_SECONDS) };
  });

  /** An OSCU endpoint: the gateway's token, a JSON body, the device's headers unless `open`. */
  function oscu(path: string, open: boolean, handle: Handler) {
    app.post(path, async (request, reply) => {
      if (!tokenAccepted(request)) {
        // The gateway's own refusal, before the OSCU API sees the request.
        return reply.status(401).send({ fault: { faultstring: 'Invalid Access Token' } });
      }
      const body = asBody(request.body);
      if (!body) return kraAnswer(RESULT.noRequestBody);
      try {
        const device = open ? null : await deviceOf(request);
        if (device === 'no header') return kraAnswer(RESULT.noHeader);
        if (device === 'unknown') return kraAnswer(RESULT.invalidDevice);
        return await handle(body, device);
      } catch (error) {
        if (error instanceof ParameterError) return kraAnswer(RESULT.parameterError, null, error.detail);
        // Only the error's kind: the message of a failed statement could carry the buyer's name.
        request.log.warn({ errorName: (error as Error).name, path }, 'eTIMS simulator failed');
        return reply.status(200).send(kraAnswer(RESULT.unknownError));
      }
    });
  }

  function tokenAccepted(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && validToken(options, header.slice(7));
  }

  async function deviceOf(request: FastifyRequest): Promise<SimDevice | 'no header' | 'unknown'> {
    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : '';
    };
    const device = { tin: header('tin'), bhfId: header('bhfId'), cmcKey: header('cmcKey') };
    if (!device.tin || !device.bhfId || !device.cmcKey) return 'no header';
    const keys = await deviceKeys(db, device.tin, device.bhfId);
    return keys.some((key) => sameSecret(device.cmcKey, key)) ? device : 'unknown';
  }

  oscu('/selectInitOsdcInfo', true, async (body) => {
    const init = checkInit(body);
    if (NOT_ISSUED_SERIAL.test(init.dvcSrlNo)) return kraAnswer(RESULT.invalidDevice);
    const info = deviceInfo(init);
    // KRA initialises a device once; the shop must keep the key it was given the first time.
    if (!(await addDevice(db, init, info))) return kraAnswer(RESULT.deviceInstalled);
    return kraAnswer(RESULT.succeeded, { info });
  });

  oscu('/selectCodeList', false, async (body) => {
    const since = dateTime(body, 'lastReqDt');
    if (since >= CODES_CHANGED_AT) return kraAnswer(RESULT.noSearchResult);
    return kraAnswer(RESULT.succeeded, { clsList: CODE_CLASSES });
  });

  oscu('/saveItem', false, async (body, device) => {
    const { itemCd } = checkItem(body);
    await saveItemRecord(db, device!, itemCd, body);
    return kraAnswer(RESULT.succeeded);
  });

  oscu('/saveTrnsSalesOsdc', false, (body, device) => saveSale(db, device!, body));

  app.get<{ Querystring: { Data?: string } }>('/receipt', async (request, reply: FastifyReply) => {
    const data = parseReceiptData(request.query.Data);
    const receipt = data ? await receiptBySignature(db, data.tin, data.bhfId, data.signature) : null;
    if (!data || !receipt) {
      // A page, like the receipt it stands in for: a phone that scanned a wrong code reads it.
      return reply.status(404).type('text/html; charset=utf-8').send(noReceiptPage());
    }
    return reply.type('text/html; charset=utf-8').send(receiptPage(data.tin, data.bhfId, receipt));
  });
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

function deviceInfo(init: { tin: string; bhfId: string }) {
  return {
    tin: init.tin,
    taxprNm: 'Heritage Shea Ltd (simulated)',
    bsnsActv: 'Retail sale of cosmetic and toilet articles',
    bhfId: init.bhfId,
    bhfNm: init.bhfId === '00' ? 'Headquarter' : `Branch ${init.bhfId}`,
    bhfOpenDt: '20240101',
    prvncNm: 'NAIROBI CITY',
    dstrtNm: 'WESTLANDS',
    sctrNm: 'WESTLANDS',
    locDesc: 'Simulated control unit',
    hqYn: init.bhfId === '00' ? 'Y' : 'N',
    mgrNm: 'Simulated manager',
    mgrTelNo: '0700000000',
    mgrEmail: 'etims@simulator.invalid',
    dvcId: digits(16),
    sdcId: `KRACU${digits(9)}`,
    mrcNo: `WIS${digits(8)}`,
    cmcKey: randomBytes(16).toString('hex'),
  };
}
