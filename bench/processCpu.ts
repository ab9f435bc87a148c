import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds a process has used (user + system), from /proc: 0 where there is none. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process named `names` on this machine (the PostgreSQL cluster, nats-server), 0 without /proc. */
export function namedCpuSeconds(names: string[]): number {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
          return names.some((name) => comm.startsWith(name));
        } catch {
          return false;
        }
      })
      .reduce((sum, pid) => sum + cpuSeconds(Number(pid)), 0);
  } catch {
    return 0;
  }
}
