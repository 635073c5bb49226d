// When a process started, from Linux's /proc: a lock naming a process id is stale when that id now
// belongs to another process (ids are reused after a reboot or a wrap-around). The start is kept as
// the kernel counts it, clock ticks since boot, which a change of the wall clock does not move.
import { readFileSync } from 'node:fs';

/** The start of process `pid` in clock ticks since boot; null where the system does not say (not Linux). */
export function processStartTicks(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 22 of the whole line, the 20th after the name.
  const ticks = fields[19];
  return ticks && /^\d+$/.test(ticks) ? ticks : null;
}
