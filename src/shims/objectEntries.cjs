/* global module */
// The browser's own Object.entries for node-polyglot (react-admin's translator), instead of the
// object.entries polyfill and its dozen helper packages (vite.config.ts aliases it).
module.exports = Object.entries;
