// The console's page actions share one shape: read the form, check it with its schema, do the one
// thing it asks, and say what happened above the list (or why nothing did).
import { data } from 'react-router';
import type { ZodType, z } from 'zod';
import { isServiceErrorOf } from '../../server/services/errors';
import { readFormFields } from './read-form.server';

export interface ActionNotice {
  ok: boolean;
  message: string;
}

export async function runConsoleAction<S extends ZodType>(
  request: Request,
  schema: S,
  act: (form: z.output<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(await readFormFields(request));
  if (!parsed.success) {
    return data<ActionNotice>(
      { ok: false, message: 'That request could not be read. Please reload the page and try again.' },
      { status: 400 },
    );
  }
  try {
    return data<ActionNotice>({ ok: true, message: await act(parsed.data) });
  } catch (error) {
    // Gone meanwhile (another admin, another tab): said on the page, which then shows the list as it is.
    if (isServiceErrorOf(error, 'not_found')) {
      return data<ActionNotice>(
        { ok: false, message: `${error.message}. The list below is up to date.` },
        { status: 404 },
      );
    }
    throw error;
  }
}
