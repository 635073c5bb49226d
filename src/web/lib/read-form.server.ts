import { data } from 'react-router';

/**
 * A page action's posted fields. The server lets only form bodies through (src/server/pages/form-guard.ts),
 * but one can still be broken (a multipart body without its boundary): that is the sender's mistake,
 * answered 400 in the page's error boundary rather than 500.
 */
export async function readFormFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await readFormData(request));
}

/** The posted form itself, for fields that repeat (a list of checked orders). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('The form could not be read. Please send it again.', {
      status: 400,
      statusText: 'Bad Request',
    });
  }
}
