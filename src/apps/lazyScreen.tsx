import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { AppI18nProvider } from '../../providers/i18nProvider';

function ScreenLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 1 }} />;
}

/**
 * Whether the screens' labels are there: a catalogue the back office started in part
 * (providers/i18nProvider.ts) is completed first, while the screen's code downloads beside it.
 */
function useScreenLabels(prefetch: () => Promise<unknown>): boolean {
  const i18n = useI18nProvider() as Partial<AppI18nProvider>;
  const needed = Boolean(i18n.isComplete && !i18n.isComplete());
  const [, setLoaded] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!needed || !i18n.complete) return;
    let active = true;
    // the import itself reports a failure when the screen renders
    prefetch().catch(() => undefined);
    i18n.complete().then(
      () => active && setLoaded(true),
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
  }, [needed, i18n, prefetch]);
  if (failure) throw failure.error;
  return !needed;
}

/**
 * A screen that downloads when first opened (issue 10): a resource's `index.ts` names it as
 * `lazyScreen(() => import('./OfferList'), 'OfferList')`, so the back office's first view carries
 * no screen it does not draw, nor the screens' labels. The menu, the app bar and the other screens
 * stay while it loads.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const start = async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[name] });
  const Loaded = lazy(start) as ComponentType<P>;
  function Screen(props: P) {
    const labelled = useScreenLabels(load);
    return <Suspense fallback={<ScreenLoading />}>{labelled ? <Loaded {...props} /> : <ScreenLoading />}</Suspense>;
  }
  Screen.displayName = `Lazy(${name})`;
  return Screen;
}
