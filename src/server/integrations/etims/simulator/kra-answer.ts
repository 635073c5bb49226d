// KRA's answer envelope and result codes (kra-etims-oscu-docs, code-definition/api-response-code.md),
// as the simulator sends them: HTTP 200 with { resultCd, resultMsg, resultDt, data } for every
// outcome, success or refusal.
import { etimsDateTime } from '../etims-time';

export const RESULT = {
  succeeded: '000',
  noSearchResult: '001',
  noHeader: '900',
  invalidDevice: '901',
  deviceInstalled: '902',
  parameterError: '910',
  noRequestBody: '911',
  overlappedData: '994',
  unknownError: '999',
} as const;

const MESSAGES: Record<string, string> = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  '900': 'There is no Header information',
  '901': 'It is not valid device',
  '902': 'This device is installed',
  '910': 'Request parameter error',
  '911': 'There is no request full text',
  '994': 'There is an overlapped Data',
  '999': 'There is an unknown error. Please ask the administrator',
};

export interface KraAnswer {
  resultCd: string;
  resultMsg: string;
  resultDt: string;
  data: unknown;
}

/** KRA's answer; `detail` follows its message (which field, which number was expected). */
export function kraAnswer(resultCd: string, data: unknown = null, detail?: string): KraAnswer {
  const message = MESSAGES[resultCd] ?? 'Unknown result';
  return {
    resultCd,
    resultMsg: detail ? `${message}: ${detail}` : message,
    resultDt: etimsDateTime(new Date()),
    data,
  };
}

/** A request KRA refuses as a parameter error (910), naming what is wrong. */
export class ParameterError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ParameterError';
  }
}
