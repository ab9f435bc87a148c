const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

const TEXT = {
  en: { title: 'Page not found', body: 'Either you typed a wrong address, or you followed a bad link.', home: 'Go to the home page' },
  ru: { title: 'Страница не найдена', body: 'Возможно, адрес введён с ошибкой или ссылка устарела.', home: 'Перейти на главную' },
} as const;

/** Russian when the browser puts it before English, else English (the sign-in page's two languages). */
export function notFoundLanguage(acceptLanguage: string | undefined): keyof typeof TEXT {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ru') ? 'ru' : 'en';
}

/**
 * The page for a path outside the apps and /api: plain HTML with no script, so it works whatever
 * the build, and a link home (the sign-in page, which sends a signed-in user on to their app).
 */
export function notFoundPage(acceptLanguage: string | undefined, home: string): string {
  const lang = notFoundLanguage(acceptLanguage);
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937}main{max-width:32rem;padding:1.5rem;text-align:center}a{color:#1d4ed8}</style>
</head><body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="${escapeHtml(home)}">${t.home}</a></p></main></body></html>`;
}
