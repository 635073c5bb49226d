/**
 * Postgres 23505 (unique violation), from pg or PGlite, possibly wrapped by Drizzle: the name of
 * the constraint it broke ('' when the driver does not say), or null for any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
      return named?.[1] ?? '';
    }
  }
  return null;
}
