// Test phone numbers of the M-Pesa simulator (README "Test phone numbers"). Like card-network test
// numbers they choose what happens; the last digits are the result code they produce.

export type SimOutcome =
  | {
      kind: 'result';
      resultCode: number;
      resultDesc: string;
      /** M-Pesa settles the prompt, but its callback never reaches the shop. */
      callback?: 'lost';
      /** The STK query keeps answering "being processed": only Transaction Status can tell. */
      query?: 'stuck';
    }
  /** The payer never answers: no callback, the STK query stays pending. */
  | { kind: 'no_answer' }
  /** Daraja refuses the push itself. */
  | { kind: 'push_rejected'; errorCode: string; errorMessage: string };

const SUCCESS: SimOutcome = {
  kind: 'result',
  resultCode: 0,
  resultDesc: 'The service request is processed successfully.',
};

export const SIM_TEST_NUMBERS: Record<string, { outcome: SimOutcome; label: string }> = {
  '254708374149': { outcome: SUCCESS, label: "Safaricom's sandbox test number: paid" },
  '254700001032': {
    outcome: { kind: 'result', resultCode: 1032, resultDesc: 'Request cancelled by user' },
    label: 'cancelled by the payer (1032)',
  },
  '254700000001': {
    outcome: {
      kind: 'result',
      resultCode: 1,
      resultDesc: 'The balance is insufficient for the transaction.',
    },
    label: 'insufficient balance (1)',
  },
  '254700002001': {
    outcome: { kind: 'result', resultCode: 2001, resultDesc: 'The initiator information is invalid.' },
    label: 'wrong PIN (2001)',
  },
  '254700001037': {
    outcome: { kind: 'result', resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' },
    label: 'phone cannot be reached (1037)',
  },
  '254700009999': {
    outcome: { kind: 'no_answer' },
    label: 'never answers: no callback, query stays pending',
  },
  '254700000404': {
    outcome: { ...SUCCESS, callback: 'lost' },
    label: 'paid, callback lost: the STK query and Transaction Status say paid',
  },
  '254700000408': {
    outcome: { ...SUCCESS, callback: 'lost', query: 'stuck' },
    label: 'paid, callback lost, STK query stuck on "being processed": only Transaction Status says paid',
  },
  '254700005001': {
    outcome: {
      kind: 'push_rejected',
      errorCode: '500.001.1001',
      errorMessage:
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    },
    label: 'push refused by M-Pesa (500.001.1001)',
  },
};

/** Every number not listed pays. */
export function outcomeFor(msisdn: string): SimOutcome {
  return SIM_TEST_NUMBERS[msisdn]?.outcome ?? SUCCESS;
}
