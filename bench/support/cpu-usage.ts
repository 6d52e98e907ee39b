import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by the processes on each side of a bench, read from /proc (Linux): the platform process, the
 * PostgreSQL server's processes and the bench itself. Throughput on a shared two-core machine swings with
 * whatever else runs; CPU milliseconds per operation barely do, so they tell where a change helped.
 */
const TICK_MS = 10; // USER_HZ is 100 on every Linux we run

function ticksOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) — utime and stime are the 12th and 13th of those.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += ticksOf(entry);
    } catch {
      // gone already
    }
  }
  return total;
}

export interface CpuSample {
  platform: number;
  postgres: number;
  bench: number;
}

export const cpuAvailable = (): boolean => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
};

export function sampleCpu(platformPid: number): CpuSample {
  const own = process.cpuUsage();
  return {
    platform: ticksOf(platformPid) * TICK_MS,
    postgres: postgresTicks() * TICK_MS,
    bench: (own.user + own.system) / 1000,
  };
}

export const addCpu = (total: CpuSample, from: CpuSample, to: CpuSample): CpuSample => ({
  platform: total.platform + to.platform - from.platform,
  postgres: total.postgres + to.postgres - from.postgres,
  bench: total.bench + to.bench - from.bench,
});

export const noCpu = (): CpuSample => ({ platform: 0, postgres: 0, bench: 0 });

/** "platform 0.41 + postgres 0.22 + bench 0.10 = 0.73 CPU ms/op" */
export function describeCpuPerOp(cpu: CpuSample, operations: number): string {
  const per = (ms: number) => (ms / Math.max(1, operations)).toFixed(3);
  const total = cpu.platform + cpu.postgres + cpu.bench;
  return `platform ${per(cpu.platform)} + postgres ${per(cpu.postgres)} + bench ${per(cpu.bench)} = ${per(total)} CPU ms/op`;
}
