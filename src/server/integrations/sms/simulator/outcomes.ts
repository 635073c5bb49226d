// Test phone numbers of the Africa's Talking simulator (README "Test phone numbers"). Like card
// test numbers they choose what happens: a refusal in the send answer (the last three digits are
// Africa's Talking's statusCode), or a delivery report other than Success.

export type SmsSimOutcome =
  | { kind: 'refused'; statusCode: number; status: string }
  | { kind: 'reported'; status: 'Success' | 'Failed' | 'Rejected' | 'Buffered'; failureReason?: string };

const DELIVERED: SmsSimOutcome = { kind: 'reported', status: 'Success' };

export const SMS_SIM_TEST_NUMBERS: Record<string, { outcome: SmsSimOutcome; label: string }> = {
  '+254711000403': {
    outcome: { kind: 'refused', statusCode: 403, status: 'InvalidPhoneNumber' },
    label: 'refused: InvalidPhoneNumber (403), not tried again',
  },
  '+254711000405': {
    outcome: { kind: 'refused', statusCode: 405, status: 'InsufficientBalance' },
    label: 'refused: InsufficientBalance (405), tried again later',
  },
  '+254711000406': {
    outcome: { kind: 'refused', statusCode: 406, status: 'UserInBlacklist' },
    label: 'refused: UserInBlacklist (406), not tried again',
  },
  '+254711000500': {
    outcome: { kind: 'refused', statusCode: 500, status: 'InternalServerError' },
    label: 'refused: InternalServerError (500), tried again later',
  },
  '+254711000001': {
    outcome: { kind: 'reported', status: 'Failed', failureReason: 'AbsentSubscriber' },
    label: 'sent, then reported Failed: AbsentSubscriber',
  },
  '+254711000002': {
    outcome: { kind: 'reported', status: 'Rejected', failureReason: 'DeliveryFailure' },
    label: 'sent, then reported Rejected: DeliveryFailure',
  },
  '+254711000003': {
    outcome: { kind: 'reported', status: 'Buffered' },
    label: 'sent, then reported Buffered (the phone is off)',
  },
};

// Africa's Talking refuses what is not a number in international form.
const INTERNATIONAL = /^\+\d{10,15}$/;

export function smsOutcomeFor(number: string): SmsSimOutcome {
  if (!INTERNATIONAL.test(number)) return { kind: 'refused', statusCode: 403, status: 'InvalidPhoneNumber' };
  return SMS_SIM_TEST_NUMBERS[number]?.outcome ?? DELIVERED;
}
