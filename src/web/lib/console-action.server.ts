// The console's page actions share one shape of answer: a notice the page shows above its content,
// a success in the shop's words or a refusal with the status the API would give.
import { data } from 'react-router';
import type { ErrorBody } from '../../core/zod-errors';
import { HTTP_STATUS_OF, isServiceError } from '../../server/services/errors';
import type { ConsoleNoticeData } from './console-notice';


/** Runs a change; a refusal from the services becomes a notice instead of an error page. */
export async function consoleAction(run: () => Promise<string>) {
  try {
    return data<ConsoleNoticeData>({ ok: true, message: await run() });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data<ConsoleNoticeData>(
      { ok: false, message: error.message, errors: error.fieldErrors },
      { status: HTTP_STATUS_OF[error.kind] },
    );
  }
}

/** A form the schema refused: 400 with the field messages. */
export function refusedForm(body: ErrorBody) {
  return data<ConsoleNoticeData>({ ok: false, message: body.message, errors: body.errors }, { status: 400 });
}

/** A form whose `intent` names nothing this page does. */
export function unknownIntent() {
  return data<ConsoleNoticeData>({ ok: false, message: 'Unknown action' }, { status: 400 });
}
