// pino's `err` serializer for every log line of the shop. A failed query is logged with its SQL
// and the database's error code, never with the values it worked on: those are customers' names,
// e-mails, phones and addresses.

// Drizzle's query error carries the values (`params`, and again in its message); PostgreSQL's
// `detail` and `where` quote rows ("Key (email)=(...) already exists").
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

type Serialized = Record<string, unknown>;

export function serializeError(error: unknown, depth = 0): Serialized {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error) };
  const fields = error as Record<string, unknown>;
  const message = typeof fields.message === 'string' ? fields.message : '';
  const safe = safeMessage(message, fields.code);
  const out: Serialized = { type: error.constructor?.name ?? 'Object', message: safe };
  if (typeof fields.stack === 'string')
    out.stack = message ? fields.stack.split(message).join(safe) : fields.stack;
  for (const [key, value] of Object.entries(fields)) {
    if (key in out || key === 'cause' || key === 'errors' || VALUE_FIELDS.has(key)) continue;
    out[key] = value;
  }
  if (depth < MAX_CAUSES) {
    if (fields.cause !== undefined) out.cause = serializeError(fields.cause, depth + 1);
    if (Array.isArray(fields.errors)) out.errors = fields.errors.map((e) => serializeError(e, depth + 1));
  }
  return out;
}

function safeMessage(message: string, code: unknown): string {
  // SQLSTATE class 22 (data exception) messages quote the rejected value.
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return `invalid data (SQLSTATE ${code})`;
  // Drizzle: "Failed query: <sql>\nparams: <values>"; the SQL itself holds only placeholders.
  const values = message.indexOf('\nparams: ');
  return values >= 0 ? message.slice(0, values) : message;
}
