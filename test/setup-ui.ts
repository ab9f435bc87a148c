import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// vitest globals are off, so Testing Library cannot register its own cleanup
afterEach(() => cleanup());

// These tests talk to the real server app (scrypt sign-ins, PGlite queries) on a 2-core machine
// running two test files at once: give findBy/waitFor room beyond the 1 s default (10 s was
// exceeded now and then in CI). This is
// their one time-out: no call passes its own.
configure({ asyncUtilTimeout: 20_000 });

// Under Vitest a module is transformed when first imported: every lazily loaded screen
// (src/apps/lazyScreen.tsx) starts loading as soon as its resource is declared, as the static
// imports did, so a test's waits measure the screen and not the transform.
vi.mock('../src/apps/lazyScreen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/apps/lazyScreen')>();
  const lazyScreen: typeof actual.lazyScreen = (load, name) => {
    void load().catch(() => undefined);
    return actual.lazyScreen(load, name);
  };
  return { ...actual, lazyScreen };
});
