import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the processes a bench row keeps busy, read from /proc (Linux): the server's process
 * tree (tsx starts node as a child), and the PostgreSQL backends connected to the bench database
 * (named in their process titles), so that other work on the machine is left out.
 */
let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // not a POSIX shell environment: the Linux default
}

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** user + system CPU seconds */
  cpu: number;
  /** system CPU seconds: the kernel's work for the process */
  system: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields are counted after it.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      system: Number(fields[12]) / ticksPerSecond,
    };
  } catch {
    return undefined; // exited meanwhile
  }
}

function allStats(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** CPU seconds per process of a set, at one instant. */
export type CpuSample = Map<number, number>;

/** The process `rootPid` and its descendants, as they are now. */
function treeStats(rootPid: number | undefined): ProcStat[] {
  if (rootPid === undefined) return [];
  const stats = allStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const root = stats.find((s) => s.pid === rootPid);
  const tree: ProcStat[] = [];
  const queue = root ? [root] : [];
  while (queue.length > 0) {
    const stat = queue.pop()!;
    tree.push(stat);
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return tree;
}

export function sampleTree(rootPid: number | undefined): CpuSample {
  return new Map(treeStats(rootPid).map((stat) => [stat.pid, stat.cpu]));
}

/** The system part of sampleTree: what the kernel did for the processes (system calls). */
export function sampleTreeSystem(rootPid: number | undefined): CpuSample {
  return new Map(treeStats(rootPid).map((stat) => [stat.pid, stat.system]));
}

function processTitle(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return ''; // exited meanwhile
  }
}

export function samplePostgresBackends(database: string): CpuSample {
  const sample: CpuSample = new Map();
  for (const stat of allStats()) {
    if (stat.comm !== 'postgres') continue;
    if (processTitle(stat.pid).split(/\s+/).includes(database)) sample.set(stat.pid, stat.cpu);
  }
  return sample;
}

/**
 * CPU seconds spent between two samples. A process that appeared meanwhile counts whole; one that
 * exited meanwhile is lost (pooled connections live through a row).
 */
export function cpuBetween(before: CpuSample, after: CpuSample): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}
