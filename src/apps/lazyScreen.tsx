import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';

function ScreenLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 1 }} />;
}

/**
 * A screen that downloads when first opened (issue 10): a resource's `index.ts` names it as
 * `lazyScreen(() => import('./OfferList'), 'OfferList')`, so the back office's first view carries
 * no screen it does not draw. The menu, the app bar and the other screens stay while it loads.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const start = async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[name] });
  const Loaded = lazy(start) as ComponentType<P>;
  function Screen(props: P) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Screen.displayName = `Lazy(${name})`;
  return Screen;
}
