// A request of several lines (units to ship, units back in stock) is judged line by line, and every
// refusal is said beside its line: lines naming what is not there make a 400, lines asking for more
// than there is a 409, the 400 first. One line's refusal is the message; several, the summary.
import { ServiceError } from './service-error';

export function refuseLines(
  refusals: { invalid: Record<string, string>; conflict: Record<string, string> },
  summary: string,
): void {
  for (const kind of ['invalid', 'conflict'] as const) {
    const messages = Object.values(refusals[kind]);
    if (messages.length > 0) {
      throw new ServiceError(kind, messages.length === 1 ? messages[0]! : summary, refusals[kind]);
    }
  }
}
