// What can go wrong talking to KRA's OSCU API, and whether trying again later can help. The result
// codes are KRA's (kra-etims-oscu-docs, code-definition/api-response-code.md).

/**
 * Codes that say the request itself, or the device, is wrong: the same request will be refused
 * again until someone changes it, so it must not be retried blindly.
 */
const FINAL_CODES: Record<string, string> = {
  // 891-893, 895: the request could not be built (URL, headers, body, method): a bug on our side.
  '891': 'request URL',
  '892': 'request headers',
  '893': 'request body',
  '895': 'request method not allowed',
  '900': 'no header information',
  '901': 'not a valid device',
  // The device is already initialised: initialising again never succeeds; its cmcKey must be kept.
  '902': 'device already installed',
  '903': 'only an OSCU device can be verified',
  '910': 'request parameter error',
  '911': 'no request body',
  '912': 'request method error',
  '921': 'declared sales data cannot be received',
  // Overlapped data: this invoice number was taken by another sale; resending the same one cannot pass.
  '994': 'overlapped data',
  '995': 'no downloaded file',
};

/**
 * Every other code is KRA's own trouble or a passing state (999 unknown error, 991-993 failures
 * while saving, 990 too many requests, 922 a sales invoice before its sales data, 894 and 896
 * communication), and so is a code the list does not know: the same request may pass later.
 */
export function isRetryableResultCode(resultCd: string): boolean {
  return !(resultCd in FINAL_CODES);
}

/** KRA answered with a result code other than success; `resultMsg` is KRA's own text. */
export class EtimsError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly resultCd: string,
    readonly resultMsg: string,
    options?: { retryable?: boolean },
  ) {
    super(`eTIMS ${resultCd}: ${resultMsg}`);
    this.name = 'EtimsError';
    this.retryable = options?.retryable ?? isRetryableResultCode(resultCd);
  }
}

/** KRA could not be reached, timed out, or answered something that is not its shape: try again later. */
export class EtimsUnavailable extends Error {
  readonly retryable = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EtimsUnavailable';
  }
}
