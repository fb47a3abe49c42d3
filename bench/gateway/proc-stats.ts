// CPU time and resident memory of a process, read from /proc (Linux only), so each candidate is
// measured as its own OS process whatever its language or runtime.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// Clock ticks per second, the unit of the CPU fields of /proc/<pid>/stat (almost always 100).
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const printed = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    ticksPerSecond = Number.isFinite(printed) && printed > 0 ? printed : 100;
  }
  return ticksPerSecond;
}

interface StatFields {
  ppid: number;
  /** utime + stime of the process (all its threads). */
  ownTicks: number;
  /** cutime + cstime: the CPU of its children that have exited and been waited for. */
  reapedChildrenTicks: number;
}

function readStat(pid: number): StatFields | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // it exited between listing and reading
  }
  // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime, stime, cutime, cstime are fields 14..17.
  return {
    ppid: Number(fields[1]),
    ownTicks: Number(fields[11]) + Number(fields[12]),
    reapedChildrenTicks: Number(fields[13]) + Number(fields[14]),
  };
}

/** CPU milliseconds the process has used so far (user + system, every thread). */
export function cpuMs(pid: number): number {
  const stat = readStat(pid);
  if (!stat) throw new Error(`process ${pid} is gone`);
  return (stat.ownTicks * 1000) / clockTicks();
}

/**
 * CPU milliseconds used so far by a process and all its direct children, the exited ones included:
 * PostgreSQL's postmaster forks one backend per connection plus its background workers.
 */
export function treeCpuMs(rootPid: number): number {
  const root = readStat(rootPid);
  if (!root) throw new Error(`process ${rootPid} is gone`);
  let ticks = root.ownTicks + root.reapedChildrenTicks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.ppid === rootPid) ticks += stat.ownTicks;
  }
  return (ticks * 1000) / clockTicks();
}

/** VmRSS in MB (MiB), or NaN when the process is gone. */
export function rssMb(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
