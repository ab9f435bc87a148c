import { spawn, spawnSync } from 'node:child_process';

/** One wrk run's figures (`wrk --latency`). */
export interface WrkResult {
  rps: number;
  /** ms */
  p50: number;
  /** ms */
  p99: number;
  /** completed requests */
  requests: number;
  /** completed requests answered with a status outside 2xx/3xx */
  failed: number;
  /** connect, read, write and timeout errors */
  socketErrors: number;
}

/** true where Debian's wrk is installed (apt-get install wrk). */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** wrk prints 850.00us, 4.56ms, 1.02s, 2.00m */
function ms(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

/** Reads wrk's report (with --latency). */
export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    requests: number(/(\d+) requests in/),
    failed: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: errors ? errors.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
  };
}

/**
 * wrk in a process of its own against `url`: a C load generator costs the shared cores a few µs
 * of CPU a request, where autocannon (JavaScript) costs about as much as the server it measures.
 */
export function wrk(url: string, options: { connections: number; seconds: number; threads?: number; headers?: Record<string, string> }): Promise<WrkResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t', String(options.threads ?? 1), '-c', String(options.connections), '-d', `${options.seconds}s`, '--latency', ...headers, url];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk exited with ${code}: ${output.slice(0, 300)}`))));
  });
}
