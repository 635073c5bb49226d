import { describe, expect, it } from 'vitest';
import { createEtimsClient } from './client';
import { EtimsError, isRetryableResultCode } from './errors';

// Every code of KRA's list (code-definition/api-response-code.md) but 000 and 001, which are answers.
const FINAL = [
  '891',
  '892',
  '893',
  '895',
  '900',
  '901',
  '902',
  '903',
  '910',
  '911',
  '912',
  '921',
  '994',
  '995',
];
const RETRYABLE = ['894', '896', '899', '922', '990', '991', '992', '993', '999'];

describe("KRA's result codes", () => {
  it.each(FINAL)('%s is final: the same request would be refused again', (code) => {
    expect(isRetryableResultCode(code)).toBe(false);
    expect(new EtimsError(code, 'x').retryable).toBe(false);
  });

  it.each(RETRYABLE)('%s may pass later', (code) => {
    expect(isRetryableResultCode(code)).toBe(true);
  });

  it('takes a code the list does not know as retryable', () => {
    expect(isRetryableResultCode('500')).toBe(true);
  });

  it.each([
    ['999', true],
    ['991', true],
    ['921', false],
  ] as const)("raises KRA's %s answer with its message", async (code, retryable) => {
    const client = createEtimsClient({
      baseUrl: () => 'https://kra.example/etims-api',
      tokenUrl: () => 'https://kra.example/token',
      consumerKey: 'k',
      consumerSecret: 's',
      fetch: async (input) =>
        String(input).startsWith('https://kra.example/token')
          ? Response.json({ access_token: 't', expires_in: '3599' })
          : Response.json({
              resultCd: code,
              resultMsg: `KRA says ${code}`,
              resultDt: '20261124140502',
              data: null,
            }),
    });
    const device = { tin: 'P051234567X', branchId: '00', cmcKey: 'c' };
    const error = await client.codeList(device, new Date()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EtimsError);
    expect(error).toMatchObject({ resultCd: code, resultMsg: `KRA says ${code}`, retryable });
  });
});
