/**
 * Pay Later's promise (SPEC §4): the shop calls the customer within this many minutes of the
 * order to arrange payment. Every text that makes the promise, and the console's "late" mark,
 * read it here.
 */
export const PAY_LATER_CALL_MINUTES = 10;

/** The console marks a Pay Later order late once its wait reaches the promised call time. */
export function isPayLaterCallLate(minutesWaiting: number): boolean {
  return minutesWaiting >= PAY_LATER_CALL_MINUTES;
}
