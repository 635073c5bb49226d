// The console's page actions share one shape of answer: a notice the page shows above its content,
// a success in the shop's words or a refusal with the status the API would give.
import { data } from 'react-router';
import type { ZodType, z } from 'zod';
import type { ErrorBody } from '../../core/zod-errors';
import { HTTP_STATUS_OF, isServiceError, isServiceErrorOf } from '../../server/services/errors';
import type { ConsoleNoticeData } from './console-notice';
import { readFormFields } from './read-form.server';

/**
 * Runs a change; a refusal from the services becomes a notice instead of an error page. `form`
 * names the form it answers on a page of many alike; `run` may hand back a link to show once.
 */
export async function consoleAction(
  run: () => Promise<string | { message: string; link?: string | undefined }>,
  form?: string,
) {
  const about = form === undefined ? {} : { form };
  try {
    const done = await run();
    return data<ConsoleNoticeData>({
      ok: true,
      ...(typeof done === 'string' ? { message: done } : done),
      ...about,
    });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return data<ConsoleNoticeData>(
      { ok: false, message: error.message, errors: error.fieldErrors, ...about },
      { status: HTTP_STATUS_OF[error.kind] },
    );
  }
}

/** A form the schema refused: 400 with the field messages. */
export function refusedForm(body: ErrorBody, form?: string) {
  return data<ConsoleNoticeData>(
    { ok: false, message: body.message, errors: body.errors, ...(form === undefined ? {} : { form }) },
    { status: 400 },
  );
}

/** A form whose `intent` names nothing this page does. */
export function unknownIntent() {
  return data<ConsoleNoticeData>({ ok: false, message: 'Unknown action' }, { status: 400 });
}

/**
 * A list page's buttons (approve, reject, mark handled): read the form, check it with its schema,
 * do the one thing it asks, and say what happened above the list (or why nothing did).
 */
export async function runConsoleAction<S extends ZodType>(
  request: Request,
  schema: S,
  act: (form: z.output<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(await readFormFields(request));
  if (!parsed.success) {
    return data<ConsoleNoticeData>(
      { ok: false, message: 'That request could not be read. Please reload the page and try again.' },
      { status: 400 },
    );
  }
  try {
    return data<ConsoleNoticeData>({ ok: true, message: await act(parsed.data) });
  } catch (error) {
    // Gone meanwhile (another admin, another tab): said on the page, which then shows the list as it is.
    if (isServiceErrorOf(error, 'not_found')) {
      return data<ConsoleNoticeData>(
        { ok: false, message: `${error.message}. The list below is up to date.` },
        { status: 404 },
      );
    }
    throw error;
  }
}
