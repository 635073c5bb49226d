// A vendor's JSON body as the shop can keep it. PostgreSQL stores neither NUL nor half a UTF-16
// pair: jsonb refuses both (JSON.stringify writes a lone surrogate as an escape), and text refuses
// NUL. A body nested deeper than any vendor sends would overflow the call stack of JSON.stringify
// (a 100 KB body holds 50,000 levels), so it is not read at all.

const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const TOO_DEEP = Symbol('too deep');

export interface StorableJson {
  /** The body with each unstorable character, in keys and values, replaced by U+FFFD. */
  value: unknown;
  /** Whether anything was replaced. */
  replaced: boolean;
}

/** The body ready to store, or null when it is nested too deep to read. */
export function storableJson(body: unknown): StorableJson | null {
  let replaced = false;
  const clean = (text: string) => {
    const fixed = text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
    if (fixed !== text) replaced = true;
    return fixed;
  };
  const copy = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return clean(node);
    if (node === null || typeof node !== 'object') return node;
    if (depth >= MAX_DEPTH) throw TOO_DEEP;
    if (Array.isArray(node)) return node.map((item) => copy(item, depth + 1));
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [clean(key), copy(item, depth + 1)]));
  };
  try {
    return { value: copy(body, 0), replaced };
  } catch (error) {
    if (error === TOO_DEEP) return null;
    throw error;
  }
}
