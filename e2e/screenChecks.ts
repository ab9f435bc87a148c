import type { Page } from '@playwright/test';

// What the screen sweep (e2e/screens.spec.ts) reads on every screen besides axe: whether the page
// fits its window, and whether a Russian screen reads Russian (a Latin-script
// word is allowed only as a name the data brings, an e-mail, a URL or host, a code or a number).

/** How far the page is wider than the window (0 when it fits). */
export const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The outermost elements that reach past the window's right edge, to name in a failure. */
export const culprits = (page: Page) =>
  page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    return wide
      .filter((el) => !wide.includes(el.parentElement as Element))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`)
      .join(' | ');
  });

/** Column headers a table shows more than once. */
export const repeatedHeaders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      const texts = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean);
      return texts.filter((t, i) => texts.indexOf(t) !== i);
    }),
  );

/**
 * Words that are not English though written in Latin letters: the brand, codes and abbreviations
 * the Russian interface keeps as they are (currencies, ISO, UTM sub-ids p1…p10, file formats).
 */
const ALLOWED_WORDS = new Set([
  'AffNet', 'ID', 'IDs', 'IP', 'URL', 'UTM', 'API', 'CSV', 'PDF', 'XLSX', 'IBAN', 'SWIFT', 'BIC', 'ISO', 'UTC', 'GMT', 'EUR', 'USD', 'RUB',
  'GBP', 'CPA', 'CPL', 'CPS', 'CPC', 'CPM', 'CPI', 'RevShare', 'CR', 'EPC', 'ROI', 'CTR', 'FTD', 'FTDs', 'CRG', 'EPL', 'TOTP', 'QR', 'HTTP',
  'HTTPS', 'GET', 'POST', 'JSON', 'SubID', 'Sub', 'PayPal', 'Telegram', 'Skype', 'WhatsApp', 'Google', 'Facebook', 'TikTok', 'SEO', 'SMS',
  'Email', 'Push', 'iOS', 'Android', 'Windows', 'macOS', 'Linux', 'Chrome', 'Chromium', 'Firefox', 'Safari', 'Mozilla', 'Postback', 'S2S',
  'px', 'KB', 'MB', 'Enter', 'Esc', 'Tab', 'Leverate',
  // an HTTP header's name, which a program reads as written
  'X-Signature',
  // a loanword Russian interfaces write in Latin letters, and a language's own name in the language picker
  'E-mail', 'e-mail', 'English',
]);

/**
 * English the interface does not translate yet, each with its reason and where (each kept
 * open). Empty: chart legends draw their own items (src/dashboard/charts/SeriesLegend.tsx) instead of
 * recharts' "<series> legend icon".
 */
export const KNOWN_LEFT: [string, RegExp][] = [];

/** Text that is not a word of the interface: e-mails, URLs, hosts, sub-ids, codes with digits. */
const NOT_WORDS = [
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, // a lead's id: a segment may be letters alone ("abff")
  /(?:^|\s)\/[\w/.-]+/g, // paths such as /postback
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mails
  /\b(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{12,}/g, // random tokens and click ids
  /\([a-z][\w-]*\)/g, // a code beside its Russian label: «Доля дохода (revshare)»
  /\b[a-z][\w+.-]*:\/\/\S+/gi, // URLs
  /\{[^}]*\}/g, // postback macros such as {click_id}
  /\b[\w-]+=[^\s&]*(?:&[\w-]+=[^\s&]*)*/g, // query parameters as received: click_id=…&action=lead
  /\b[\w-]+(\.[\w-]+)+\b/g, // host names, dotted keys
  /\b[a-z_]+_[a-z_]+\b/g, // snake_case keys and parameter names
  /\b[A-Z0-9]{2,}(?:[-_][A-Z0-9]+)*\b/g, // codes: EUR, US, ISO-3166, AB12
  /\b\w*\d\w*\b/g, // anything with a digit: p1, 2FA, ids
];

/** The Latin-script words on screen: text, then what assistive technology reads (labels, titles, placeholders). */
export async function latinWords(page: Page): Promise<{ word: string; context: string }[]> {
  // text nodes rather than innerText, which would print an upper-cased button as a code (SAVE)
  const texts = await page.evaluate(() => {
    const shown = (el: Element | null) => !!el && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // translate="no": data the screen shows as it is stored (a field's API name, its values)
      if (text && parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && !parent.closest('[translate="no"]') && shown(parent)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found: { word: string; context: string }[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      for (const word of wordsOf(line)) {
        if (word.length < 2 || ALLOWED_WORDS.has(word)) continue;
        found.push({ word, context: line.trim().slice(0, 100) });
      }
    }
  }
  return found;
}

/** The Latin-script words of a line once e-mails, URLs, codes and the like are taken out. */
function wordsOf(line: string): string[] {
  let rest = line;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  return [...rest.matchAll(/[A-Za-z][A-Za-z'’-]*/g)].map((match) => match[0].replace(/['’-]+$/, ''));
}

/**
 * Names the seed and the API hand out as data: any word of a string the server sends under a
 * name-like key (a person's or company's name, an offer's title, a category a user typed). The
 * server's English `*_label` fields are not names: a screen must not print them in Russian.
 */
export async function collectNames(page: Page, names: Set<string>): Promise<void> {
  const NAME_KEY = /(^|_)(name|names|title|full_name|first_name|last_name|company|domain|email|note|comment|description|url|landing|nickname|website|messenger|value|subject|reason|code|brand|platform|browser|os|device|agent|referr?er)$|(^|_)(utm|sub|campaign|source|medium|content|term|p\d)/i;
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      // read the way the screen's text is read, so a sub-id such as e2e-rep-a yields the same words
      if (NAME_KEY.test(key) && !/_label$/.test(key)) for (const w of wordsOf(value)) names.add(w);
      return;
    }
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  // every answer is read before the page gets it, so no screen is judged before its names are known
  await page.route('**/api/**', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.body();
      if ((response.headers()['content-type'] ?? '').includes('json')) walk(JSON.parse(body.toString('utf8')), '');
      await route.fulfill({ response, body });
    } catch {
      // the page closed mid-answer (the test's end), or an answer that is not JSON after all
      await route.continue().catch(() => undefined);
    }
  });
}

