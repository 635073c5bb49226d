import { describe, expect, it } from 'vitest';
import { splitSpecs } from './split-specs';

const sum = (counts: Map<string, number>, specs: string[]) =>
  specs.reduce((total, spec) => total + counts.get(spec)!, 0);

describe('splitSpecs', () => {
  it('puts every spec in exactly one shard, largest first into the emptiest', () => {
    const counts = new Map([
      ['a.spec.ts', 20],
      ['b.spec.ts', 48],
      ['c.spec.ts', 19],
      ['d.spec.ts', 15],
      ['e.spec.ts', 1],
      ['f.spec.ts', 1],
    ]);
    const shards = splitSpecs(counts, 2);
    // 48 to the first; 20, 19 and 15 to the second (39 is still below 48); the two 1s to the first.
    expect(shards).toEqual([
      ['b.spec.ts', 'e.spec.ts', 'f.spec.ts'],
      ['a.spec.ts', 'c.spec.ts', 'd.spec.ts'],
    ]);
    expect(shards.flat().sort()).toEqual([...counts.keys()].sort());
    expect(shards.map((specs) => sum(counts, specs))).toEqual([50, 54]);
  });

  it('gives the same shards whatever order the specs come in', () => {
    const specs: [string, number][] = [
      ['home.spec.ts', 2],
      ['cart.spec.ts', 5],
      ['pages.spec.ts', 5],
      ['csp.spec.ts', 3],
      ['buy-now.spec.ts', 3],
    ];
    const once = splitSpecs(new Map(specs), 2);
    expect(splitSpecs(new Map([...specs].reverse()), 2)).toEqual(once);
    // Equal counts go by name (cart before pages, buy-now before csp), and equal shards to the first.
    expect(once).toEqual([
      ['buy-now.spec.ts', 'cart.spec.ts', 'home.spec.ts'],
      ['csp.spec.ts', 'pages.spec.ts'],
    ]);
  });

  it('makes no empty shard when there are fewer specs than shards', () => {
    expect(splitSpecs(new Map([['only.spec.ts', 3]]), 2)).toEqual([['only.spec.ts']]);
    expect(splitSpecs(new Map(), 2)).toEqual([]);
  });
});
