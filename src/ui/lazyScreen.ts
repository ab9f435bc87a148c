// The lazy screen every resource's manifest uses (the implementation sits in src/apps/lazyScreen.tsx
// while test/setup-ui.ts mocks it there; see that file).
export { lazyScreen } from '../apps/lazyScreen';
