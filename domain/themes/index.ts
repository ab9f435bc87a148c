export * from './types';
export * from './contrast';
export * from './schemes';
export * from './precedence';
export * from './variables';
export * from './readability';
export * from './chartPalette';
