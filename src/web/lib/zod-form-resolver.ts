import './zod-without-eval';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType, z } from 'zod';
import { zodErrorBody } from '../../core/zod-errors';

/**
 * Lets react-hook-form validate with the same zod schema the API uses, so a form shows exactly the
 * messages the server would answer with (STYLE §2). Written here because @hookform/resolvers is
 * not a dependency and this is all of it the shop needs.
 */
export function zodFormResolver<S extends ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(zodErrorBody(result.error).errors)) {
      errors[field] = { type: 'validation', message };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
