import { spawn, type ChildProcess } from 'node:child_process';
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

/** `node args` in a process of its own, once it prints a line `ready` matches: the process, and the port `ready`'s first group names. */
export async function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const match = ready.exec(String(d));
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code, signal) => reject(new Error(`node ${args.join(' ')} exited (${code ?? signal}) before it was ready`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
