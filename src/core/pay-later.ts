/**
 * Pay Later's promise (SPEC §4): the shop calls the customer within this many minutes of the
 * order to arrange payment. The owner changes it in the console (settings.payLater); this is the
 * default a fresh shop starts with.
 */
export const PAY_LATER_CALL_MINUTES = 10;

/** The console marks a Pay Later order late once its wait reaches the promised call time. */
export function isPayLaterCallLate(minutesWaiting: number, promisedMinutes: number): boolean {
  return minutesWaiting >= promisedMinutes;
}

/** SPEC §4: the note a Pay Later order carries for the shop, with the promise made when it was placed. */
export function payLaterNote(callWithinMinutes: number): string {
  return `Customer chose Pay Later and should be contacted within ${callWithinMinutes} minutes to arrange payment.`;
}
