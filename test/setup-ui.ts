import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// vitest globals are off, so Testing Library cannot register its own cleanup
afterEach(() => cleanup());

// These tests talk to the real server app (scrypt sign-ins, PGlite queries) on a 2-core machine
// running several test files at once: give findBy/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
