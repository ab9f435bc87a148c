// The old name, kept only for test files outside the server (test/serverApp.ts and tests under
// src/) until they import ./settingsRepository.ts; nothing under server/ imports it.
export * from './settingsRepository';
