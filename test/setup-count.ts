import { afterAll, afterEach, expect } from 'vitest';
import { takeCalledRequests } from './calledEndpoints';

// Every project's first setup file: what each test asserted and which endpoints each file called,
// for the count test/countReporter.ts prints at the end of the run (neither may fall).
declare module 'vitest' {
  interface TaskMeta {
    /** assertions the test made (expect calls, including expect.poll and soft ones) */
    assertions?: number;
    /** the requests the test file's server apps answered, as `METHOD /path` */
    requests?: string[];
  }
}

afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});

// Vitest hands a hook its fixtures first (an object pattern, even empty) and the file's suite second
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  suite.meta.requests = takeCalledRequests();
});
