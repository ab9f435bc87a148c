import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { brand } from '../brand';

/** "Page · Brand": tabs, history and screen readers can tell pages apart (WCAG 2.4.2). */
export const documentTitle = (page: string): string => (page.trim() ? `${page.trim()} · ${brand.companyName}` : brand.companyName);

/**
 * Keeps the document in step with the interface: `<html lang>` follows the interface language
 * (WCAG 3.1.1) and the document title follows the page title react-admin renders into the app
 * bar's title portal (`titleId`), whatever screen put it there.
 */
export function DocumentTitle({ titleId }: { titleId: string }) {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    const portal = document.getElementById(titleId);
    if (!portal) return;
    const update = () => {
      document.title = documentTitle(portal.textContent ?? '');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [titleId]);
  return null;
}
