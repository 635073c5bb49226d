// Resident memory (VmRSS) of a process and everything it started, read from /proc: a shop that
// forks workers is measured whole.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident bytes of `pid` and its descendants now. */
export function residentBytes(pid: number): number {
  return processTree(pid, parentsNow()).reduce((sum, p) => sum + vmRssBytes(p), 0);
}

/** Samples `pid`'s resident memory until stopped; resolves the highest value seen. */
export function watchPeak(pid: number, everyMs = 250): { stop(): number } {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

/** `root` and every process below it, given each process's parent. */
export function processTree(root: number, parents: Map<number, number>): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The parent id in a /proc/<pid>/stat line; the command name may hold spaces and parentheses. */
export function parentFromStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** VmRSS from a /proc/<pid>/status text, in bytes; 0 when absent (a kernel thread, an exited process). */
export function vmRssFromStatus(status: string): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

function parentsNow(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentFromStat(stat));
  }
  return parents;
}

function vmRssBytes(pid: number): number {
  return vmRssFromStatus(readOrEmpty(`/proc/${pid}/status`));
}

// A process may end between listing /proc and reading it.
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
