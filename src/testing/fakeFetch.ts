import { vi } from 'vitest';

export interface Recorded {
  url: string;
  init: RequestInit;
}

/** A fetch stand-in that records calls and answers with `answer` (the client under test stays real). */
export function recordingFetch(answer: () => Response = () => Response.json({ success: true, data: null })) {
  const calls: Recorded[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer();
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

/** A fetch that never answers until its signal aborts, like a stalled server. */
export function stalledFetch(): typeof fetch {
  return ((_input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    })) as typeof fetch;
}
