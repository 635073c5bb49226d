// A valid value with one to three things broken: a field replaced by a bad value, dropped, or
// joined by an unknown one. This is what reaches past a schema's first check.
import * as fc from 'fast-check';
import { badValue, nastyChar, nastyString, trickyString } from './bad-values';

type Path = (string | number)[];

type Mutation =
  | { at: Path; op: 'replace'; value: unknown }
  | { at: Path; op: 'taint'; insert: string; position: number }
  | { at: Path; op: 'delete' }
  | { at: Path; op: 'add'; key: string; value: unknown };

/** The paths of the string fields: these get a few hostile characters slipped in. */
function textPathsOf(value: unknown): Path[] {
  return pathsOf(value).filter(
    (path) =>
      typeof path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value) ===
      'string',
  );
}

/** Every place in `value` where something can be broken: the root and each nested field. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => pathsOf(item, [...at, i])));
  if (value !== null && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...at, key])));
  }
  return here;
}

function apply(valid: unknown, mutations: Mutation[]): unknown {
  const root = { value: structuredClone(valid) as unknown };
  for (const mutation of mutations) {
    const path: Path = ['value', ...mutation.at];
    const parent = path
      .slice(0, -1)
      .reduce<unknown>(
        (node, key) => (isContainer(node) ? (node as Record<string | number, unknown>)[key] : undefined),
        root,
      );
    if (!isContainer(parent)) continue;
    const key = path[path.length - 1]!;
    const container = parent as Record<string | number, unknown>;
    if (mutation.op === 'replace') container[key] = mutation.value;
    else if (mutation.op === 'taint') {
      const text = container[key];
      if (typeof text !== 'string') continue;
      const at = mutation.position % (text.length + 1);
      container[key] = text.slice(0, at) + mutation.insert + text.slice(at);
    } else if (mutation.op === 'delete') {
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
    } else {
      const target = container[key];
      if (Array.isArray(target)) target.push(mutation.value);
      else if (isContainer(target)) (target as Record<string, unknown>)[mutation.key] = mutation.value;
      else container[key] = { [mutation.key]: mutation.value };
    }
  }
  return root.value;
}

function isContainer(node: unknown): boolean {
  return node !== null && typeof node === 'object';
}

/** `valid` with one to three fields broken; the result is what is printed for a counterexample. */
export function mutationsOf(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const at = fc.constantFrom(...paths);
  const textPaths = textPathsOf(valid);
  // A valid text with a NUL or a lone surrogate inside still passes length and format checks:
  // that is what reaches the database.
  const taint = fc.record({
    at: fc.constantFrom(...(textPaths.length > 0 ? textPaths : paths)),
    op: fc.constant('taint' as const),
    insert: fc.string({ unit: nastyChar, minLength: 1, maxLength: 3 }),
    position: fc.nat(),
  });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: textPaths.length > 0 ? 4 : 0, arbitrary: taint },
    { weight: 6, arbitrary: fc.record({ at, op: fc.constant('replace' as const), value: badValue }) },
    { weight: 2, arbitrary: fc.record({ at, op: fc.constant('delete' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        at,
        op: fc.constant('add' as const),
        key: fc.oneof(trickyString, nastyString(12)),
        value: badValue,
      }),
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => apply(valid, mutations));
}
