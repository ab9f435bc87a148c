export * from './measures';
export * from './periods';
export * from './settings';
export * from './widgets';
