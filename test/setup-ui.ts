import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { installFastComputedStyle } from './ui/fastComputedStyle';
import { installFastLabels } from './ui/fastLabels';
import { afterEach, vi } from 'vitest';

installFastLabels(window);
installFastComputedStyle(window);

// vitest globals are off, so Testing Library cannot register its own cleanup. Files share a
// worker (`isolate: false`): what a test leaves in the window — a stored interface language, a
// phone-width matchMedia stub — must not reach the next file's screens, so every test ends clean.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// These tests talk to the real server app (scrypt sign-ins, PGlite queries) on a 2-core machine
// running two test files at once: give findBy/waitFor room beyond the 1 s default (10 s was
// exceeded now and then in CI). This is
// their one time-out: no call passes its own.
configure({
  asyncUtilTimeout: 20_000,
  // A failing query inside waitFor/findBy (every poll until the element shows) skips printing the
  // whole DOM into an error nobody reads; the time-out's own error still prints it (Testing Library
  // calls getElementError again then, outside the polling). Printing it each poll was ~5 % of a
  // screen test's time.
  getElementError(message, container) {
    const error = new Error((getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics ? (message ?? '') : [message, prettyDOM(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// React's development build captures a stack (an Error and a console task) for every element it
// creates, up to 10 000 a second, only to name owners in its warnings; a screen test creates
// hundreds of thousands. Its own limit is held as reached, so warnings still come, without owner stacks.
Object.defineProperty((React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!, 'recentlyCreatedOwnerStacks', {
  get: () => Number.POSITIVE_INFINITY,
  set: () => undefined,
});

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
