// The lazy screen lives in src/ui/lazyScreen.tsx, where resources may import it; this name stays
// only while test/setup-ui.ts mocks it here (point that mock at src/ui/lazyScreen, then delete this file).
export { lazyScreen } from '../ui/lazyScreen';
