// Resources import this through src/ui/lazyScreen.ts, never from here. It stays under this name
// only because test/setup-ui.ts mocks '../src/apps/lazyScreen' to start every screen's download at
// once; when that mock names src/ui/lazyScreen, this file moves there.
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { AppI18nProvider } from '../../providers/i18nProvider';

function ScreenLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 1 }} />;
}

const ignore = () => undefined;

/**
 * A screen whose labels are not there yet: a catalogue the back office started in part
 * (providers/i18nProvider.ts) is completed while the screen's code downloads beside it; the
 * screen is drawn once both have arrived. Null while they download; undefined when the labels
 * were there from the start (then React's lazy loading does the rest).
 */
function useLabelledScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> | null | undefined {
  const i18n = useI18nProvider() as Partial<AppI18nProvider>;
  const needed = Boolean(i18n.isComplete && !i18n.isComplete());
  const [arrived, setArrived] = useState<{ screen: ComponentType<P> } | { failure: unknown } | null>(null);
  if (needed) {
    // both downloads start as the screen first renders (each call returns the one under way)
    load().catch(ignore);
    i18n.complete?.().catch(ignore);
  }
  useEffect(() => {
    if (!needed || !i18n.complete) return;
    let active = true;
    Promise.all([load(), i18n.complete()]).then(
      ([module]) => active && setArrived({ screen: module[name] }),
      (failure: unknown) => active && setArrived({ failure }),
    );
    return () => {
      active = false;
    };
  }, [needed, i18n, load, name]);
  if (arrived && 'failure' in arrived) throw arrived.failure;
  // drawn directly, not through a lazy component: a Suspense fallback shown now would hold the
  // screen back by React's fallback throttle (a few hundred ms)
  if (arrived) return arrived.screen;
  return needed ? null : undefined;
}

/**
 * A screen that downloads when first opened: a resource's `index.ts` names it as
 * `lazyScreen(() => import('./OfferList'), 'OfferList')`, so the back office's first view carries
 * no screen it does not draw, nor the screens' labels. The menu, the app bar and the other screens
 * stay while it loads.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const start = async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[name] });
  const Loaded = lazy(start) as ComponentType<P>;
  function Screen(props: P) {
    const Labelled = useLabelledScreen(load, name);
    if (Labelled === null) return <ScreenLoading />;
    return <Suspense fallback={<ScreenLoading />}>{Labelled ? <Labelled {...props} /> : <Loaded {...props} />}</Suspense>;
  }
  Screen.displayName = `Lazy(${name})`;
  return Screen;
}
