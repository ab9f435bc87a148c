// The old name, kept only for test files outside the server (test/serverApp.ts and tests under
// src/) until they import ./trafficRepository.ts; nothing under server/ imports it.
export * from './trafficRepository';
