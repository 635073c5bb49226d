import { describe, expect, it } from 'vitest';
import { parentFromStat, processTree, residentBytes, vmRssFromStatus } from './memory';

describe('reading /proc', () => {
  it('finds the parent after a command name holding spaces and parentheses', () => {
    expect(parentFromStat('4242 (node) S 4000 4242 4000 0 -1')).toBe(4000);
    expect(parentFromStat('4243 (my (odd) name) R 4242 4243 4000 0 -1')).toBe(4242);
  });

  it('reads VmRSS in bytes, 0 when the status has none', () => {
    expect(vmRssFromStatus('Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  123456 kB\nRssAnon:\t 1 kB\n')).toBe(
      123456 * 1024,
    );
    expect(vmRssFromStatus('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });

  it('collects a process, its children and their children, and nobody else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13]);
    expect(processTree(21, parents)).toEqual([21]);
  });

  it('measures this test process as resident', () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(1024 * 1024);
  });
});
