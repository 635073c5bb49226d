// The API's error body for invalid input: `{ message, errors: { field: firstMessage } }`. Forms
// show `errors` beside each field and toasts show `message`.
import type { ZodError, ZodType, z } from 'zod';

export interface ErrorBody {
  message: string;
  errors: Record<string, string>;
}

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

export function zodErrorBody(error: ZodError): ErrorBody {
  // A Map, not an object literal: a body may carry keys like "__proto__".
  const errors = new Map<string, string>();
  // A rule about the whole body (a refinement of the object, e.g. "send at least one field") has
  // its own words, and so has a body that is no object at all (null, a list, text, a number).
  const root = error.issues.filter((issue) => issue.path.length === 0);
  const whole =
    root.find((issue) => issue.code === 'custom')?.message ??
    (root.some((issue) => issue.code === 'invalid_type' && issue.expected === 'object')
      ? NOT_AN_OBJECT
      : undefined);
  for (const issue of error.issues) {
    const prefix = issue.path.map(String);
    // .strict() reports unknown keys on the object itself; name each key so the caller can see it.
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ path: [...prefix, key].join('.'), message: `Unknown field "${key}"` }))
        : [{ path: prefix.join('.'), message: issue.message }];
    for (const field of fields) {
      // The first message per field is the one to fix first; a root issue has no field to show.
      if (field.path !== '' && !errors.has(field.path)) errors.set(field.path, field.message);
    }
  }
  const first = errors.values().next().value;
  return { message: first ?? whole ?? 'Invalid request', errors: Object.fromEntries(errors) };
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; body: ErrorBody };

/** safeParse, with the failure already shaped as the API's error body. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, body: zodErrorBody(result.error) };
}
